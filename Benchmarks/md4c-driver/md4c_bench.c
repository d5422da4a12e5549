/*
 * md4c_bench: reads a Markdown file, renders it with md4c's md_html() in the GitHub dialect
 * (tables, strikethrough, permissive autolinks, task lists) and writes the HTML to standard
 * output. The Markdown benchmark compiles it at run time against libmd4c-html when md4c.h is
 * installed (Debian: libmd4c-dev) and times it command against command.
 *
 *   cc -O2 md4c_bench.c -lmd4c-html -lmd4c -o md4c_bench && ./md4c_bench FILE > /dev/null
 */
#include <md4c-html.h>
#include <stdio.h>
#include <stdlib.h>

static void write_output(const MD_CHAR *text, MD_SIZE size, void *userdata) {
  fwrite(text, 1, size, (FILE *)userdata);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: md4c_bench FILE\n");
    return 2;
  }
  FILE *file = fopen(argv[1], "rb");
  if (file == NULL) {
    perror(argv[1]);
    return 1;
  }
  size_t capacity = 1 << 20, size = 0, read;
  char *buffer = malloc(capacity);
  while (buffer != NULL && (read = fread(buffer + size, 1, capacity - size, file)) > 0) {
    size += read;
    if (size == capacity) buffer = realloc(buffer, capacity *= 2);
  }
  fclose(file);
  if (buffer == NULL) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  static char output_buffer[1 << 16];
  setvbuf(stdout, output_buffer, _IOFBF, sizeof output_buffer);
  int status = md_html(buffer, (MD_SIZE)size, write_output, stdout, MD_DIALECT_GITHUB, 0);
  free(buffer);
  return status == 0 ? 0 : 1;
}
