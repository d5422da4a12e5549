#if canImport(AppKit)
  import AppKit
#endif
