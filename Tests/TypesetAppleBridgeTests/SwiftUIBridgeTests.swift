// Run on Apple platforms by Scripts/verify-apple.sh; empty on Linux, where AppleCheck/ tests
// the same glue against the shims.
#if canImport(SwiftUI)
  import SwiftUI
  import Testing
  import Typeset

  #if canImport(TypesetSwiftUI)
    import TypesetSwiftUI
  #else
    // AppleCheck type-checks this file against the SwiftUI shim, where the module is named so.
    import CheckedTypesetSwiftUI
  #endif

  @Suite("TypesetSwiftUI (against Apple's SwiftUI)") struct SwiftUIBridgeTests {
    @Test(arguments: DynamicTypeSize.allCases)
    func everyDynamicTypeSizeResolvesToTheTableSize(size: DynamicTypeSize) {
      var values = EnvironmentValues()
      values.dynamicTypeSize = size
      let environment = values.typesetEnvironment
      #expect(environment.sizeCategory.swiftUIName == "\(size)")
      #expect(
        TextStyle.body.resolved(in: environment).font.size
          == DynamicTextStyle.body.size(for: environment.sizeCategory))
    }
  }
#endif
