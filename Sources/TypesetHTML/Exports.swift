// `SourceLocation` and the other shared public types live in the hidden support target.
@_exported import TypesetSupport
