#!/usr/bin/env bash
# Renders the demo and the kitchen-sink document into docs/images/ as PNG screenshots:
#   - as HTML pages (typeset ... --to html) in headless Chromium, light and dark;
#   - as terminal output, captured from a real terminal (tmux capture-pane -e), converted to an
#     HTML page that draws the captured cells and colours, and screenshotted the same way.
# Needs chromium and tmux; installs them (and CJK/emoji fonts) with apt-get when missing.
# Usage: [TYPESET=BINARY] Scripts/screenshots.sh [OUTPUT_DIR]   (default: docs/images)
set -euo pipefail

cd "$(dirname "$0")/.."
root=$(pwd)
out="${1:-docs/images}"
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"; tmux kill-session -t typeset-shot 2>/dev/null || true' EXIT

need=()
command -v chromium >/dev/null || need+=(chromium)
command -v tmux >/dev/null || need+=(tmux)
fc-list | grep -qi "noto.*cjk" || need+=(fonts-noto-cjk)
fc-list | grep -qi "emoji" || need+=(fonts-noto-color-emoji)
if ((${#need[@]})); then
  echo "installing ${need[*]}" >&2
  apt-get update -qq && apt-get install -y -qq "${need[@]}" >/dev/null
fi

# TYPESET=path uses an already built binary.
if [[ -z "${TYPESET:-}" ]]; then
  swift build --product typeset >&2
  TYPESET="$(swift build --show-bin-path)/typeset"
fi
typeset=$TYPESET

# The kitchen sink, written out from the test support's Swift source (a raw string whose
# \#u{…} escapes stand for the control characters).
python3 - "$root/Tests/TypesetTestSupport/KitchenSink.swift" >"$work/kitchen-sink.md" <<'EOF'
import re, sys
source = open(sys.argv[1], encoding="utf-8").read()
body = source.split('#"""\n', 1)[1].split('"""#', 1)[0]
lines = [line[4:] if line.startswith("    ") else line.strip() for line in body.split("\n")]
text = "\n".join(lines)
text = re.sub(r"\\#u\{([0-9A-Fa-f]+)\}", lambda m: chr(int(m.group(1), 16)), text)
sys.stdout.write(text.rstrip("\n").rstrip() + "\n")
EOF

shoot() {  # shoot HTML PNG WIDTH HEIGHT [dark]
  local flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1)
  [[ "${5:-}" == dark ]] && flags+=(--force-dark-mode)
  chromium "${flags[@]}" --window-size="$3,$4" --screenshot="$2" "file://$1" >/dev/null 2>&1
  echo "wrote $2" >&2
}

# 1. HTML pages, light and dark (the page switches with prefers-color-scheme).
"$typeset" demo --to html >"$work/demo.html"
"$typeset" render "$work/kitchen-sink.md" --to html >"$work/kitchen-sink.html"
"$typeset" render "$work/kitchen-sink.md" --to html --html email >"$work/kitchen-sink-email.html"
shoot "$work/demo.html" "$out/demo-html-light.png" 1000 1250
shoot "$work/demo.html" "$out/demo-html-dark.png" 1000 1250 dark
shoot "$work/kitchen-sink.html" "$out/kitchen-sink-html-light.png" 900 1000
shoot "$work/kitchen-sink.html" "$out/kitchen-sink-html-dark.png" 900 1000 dark
shoot "$work/kitchen-sink-email.html" "$out/kitchen-sink-email.png" 900 1050

# 2. The terminal: run the command in a tmux pane of COLUMNS x ROWS, capture the cells with
# their attributes, and draw them as HTML on the terminal's background.
capture() {  # capture NAME COLUMNS THEME COMMAND...
  local name=$1 columns=$2 theme=$3
  shift 3
  local rows=400
  tmux kill-session -t typeset-shot 2>/dev/null || true
  tmux -f /dev/null new-session -d -s typeset-shot -x "$columns" -y "$rows" \
    -e COLORTERM=truecolor -e TERM_PROGRAM= -e NO_COLOR= -e COLUMNS= \
    "$* ; sleep 60"
  sleep 2
  tmux capture-pane -t typeset-shot -p -e -S 0 -E $((rows - 1)) >"$work/$name.ansi"
  tmux kill-session -t typeset-shot
  python3 - "$work/$name.ansi" "$columns" "$theme" >"$work/$name.html" <<'EOF'
import html, re, sys, unicodedata
path, columns, theme = sys.argv[1], int(sys.argv[2]), sys.argv[3]
raw = open(path, encoding="utf-8", errors="replace").read().rstrip("\n").split("\n")
while raw and not re.sub(r"\x1b\[[0-9;:]*m", "", raw[-1]).strip():
    raw.pop()
fg0, bg0 = ("#1d1f21", "#ffffff") if theme == "light" else ("#d8d8d8", "#1c1c1e")
base16 = ["#000000", "#cd0000", "#00cd00", "#cdcd00", "#0000ee", "#cd00cd", "#00cdcd", "#e5e5e5",
          "#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff"]
def c256(n):
    if n < 16: return base16[n]
    if n < 232:
        n -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return "#%02x%02x%02x" % (steps[n // 36], steps[n // 6 % 6], steps[n % 6])
    v = 8 + 10 * (n - 232)
    return "#%02x%02x%02x" % (v, v, v)
def colour(params, i):
    kind = params[i + 1] if i + 1 < len(params) else 0
    if kind == 5 and i + 2 < len(params): return c256(params[i + 2]), i + 3
    if kind == 2 and i + 4 < len(params):
        return "#%02x%02x%02x" % tuple(params[i + 2:i + 5]), i + 5
    return None, i + 2
def cells_of(text):
    # A wide character takes exactly two cells, as in the terminal, whatever the font's glyph.
    parts = []
    for ch in text:
        if unicodedata.east_asian_width(ch) in "WF":
            parts.append('<span class="w">%s</span>' % html.escape(ch))
        else:
            parts.append(html.escape(ch))
    return "".join(parts)
state = {}
out = []
for line in raw:
    pos = 0
    cells = []
    for m in re.finditer(r"\x1b\[([0-9;:]*)m|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)", line):
        cells.append((line[pos:m.start()], dict(state)))
        pos = m.end()
        if m.group(0).startswith("\x1b]"): continue
        params = [int(p.split(":")[0] or 0) for p in (m.group(1) or "0").split(";")]
        i = 0
        while i < len(params):
            p = params[i]
            if p == 0: state = {}
            elif p in (1, 2, 3, 4, 7, 9): state[p] = True
            elif p == 22: state.pop(1, None); state.pop(2, None)
            elif p in (23, 24, 27, 29): state.pop(p - 20, None)
            elif 30 <= p <= 37: state["fg"] = base16[p - 30]
            elif 90 <= p <= 97: state["fg"] = base16[p - 82]
            elif 40 <= p <= 47: state["bg"] = base16[p - 40]
            elif 100 <= p <= 107: state["bg"] = base16[p - 92]
            elif p == 39: state.pop("fg", None)
            elif p == 49: state.pop("bg", None)
            elif p in (38, 48, 58):
                value, i = colour(params, i)
                if value and p != 58: state["fg" if p == 38 else "bg"] = value
                continue
            i += 1
    cells.append((line[pos:], dict(state)))
    row = []
    for text, s in cells:
        if not text: continue
        fg, bg = s.get("fg", fg0), s.get("bg")
        if s.get(7): fg, bg = bg or bg0, fg
        css = ["color:" + fg]
        if bg: css.append("background:" + bg)
        if s.get(1): css.append("font-weight:bold")
        if s.get(2): css.append("opacity:0.6")
        if s.get(3): css.append("font-style:italic")
        deco = [d for k, d in ((4, "underline"), (9, "line-through")) if s.get(k)]
        if deco: css.append("text-decoration:" + " ".join(deco))
        row.append('<span style="%s">%s</span>' % (";".join(css), cells_of(text)))
    out.append("".join(row))
print("""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
body{margin:0;background:%s}
pre{margin:0;padding:16px;font:15px/1.2 'DejaVu Sans Mono','Noto Sans Mono CJK SC',monospace;
color:%s;width:%dch}
.w{display:inline-block;width:2ch;text-align:center;overflow:visible}
</style></head><body><pre>%s</pre></body></html>""" % (bg0, fg0, columns, "\n".join(out)))
print(len(out), file=sys.stderr)
EOF
}

terminal_shot() {  # terminal_shot NAME COLUMNS THEME COMMAND...
  local name=$1 columns=$2
  capture "$@" 2>"$work/$name.rows"
  local rows
  rows=$(cat "$work/$name.rows")
  shoot "$work/$name.html" "$out/$name.png" $((columns * 9 + 40)) $((rows * 18 + 40))
}

terminal_shot demo-terminal-light 100 light "$typeset" demo
terminal_shot demo-terminal-dark 100 dark "$typeset" demo --appearance dark
terminal_shot demo-terminal-narrow 60 dark "$typeset" demo --appearance dark
terminal_shot kitchen-sink-terminal-light 100 light \
  "$typeset" render "$work/kitchen-sink.md"
terminal_shot kitchen-sink-terminal-dark 100 dark \
  "$typeset" render "$work/kitchen-sink.md" --appearance dark
terminal_shot kitchen-sink-terminal-40 40 dark \
  "$typeset" render "$work/kitchen-sink.md" --appearance dark
