import TypesetSupport
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Why a file could not be read, in the system's words: what theme and font catalog errors
/// say after the path.
///
///     FileReading.reason(of: error)   // "No such file or directory"
enum FileReading {
  /// The reason of an error from reading a file: the operating system's message for the
  /// POSIX error under it when there is one, else the error's description.
  ///
  ///     FileReading.reason(of: POSIXError(.EACCES))   // "Permission denied"
  static func reason(of error: any Error) -> String {
    var posix = error as? POSIXError
    if posix == nil, let cocoa = error as? CocoaError {
      posix = cocoa.userInfo["NSUnderlyingError"] as? POSIXError
    }
    if let posix { return CLibrary.errorMessage(posix.code.rawValue) }
    return "\(error)"
  }
}
