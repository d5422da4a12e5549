import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Timing and formatting helpers shared by the benchmarks.
///
/// Times are CPU time (user + system), not wall time: the benchmark machines are shared, and
/// on a loaded machine CPU time stays close to what an idle machine's wall time would be, while
/// wall time varies with the load. Every workload here is single-threaded.
enum Measure {
  /// The best CPU time of `repetitions` runs of `body`, in seconds.
  static func best(repetitions: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<max(repetitions, 1) {
      returnFreedMemory()
      let start = processCPUTime()
      body()
      best = min(best, processCPUTime() - start)
    }
    return best
  }

  /// The best CPU times of `repetitions` runs each of `first` and `second`, run in turn
  /// (first, second, first, …), so a change in the machine's load during the measurement
  /// falls on both: a ratio of the two is then fair even on a busy machine.
  static func bestInTurn(
    repetitions: Int, _ first: () -> Void, _ second: () -> Void
  ) -> (first: Double, second: Double) {
    var best = (first: Double.infinity, second: Double.infinity)
    for _ in 0..<max(repetitions, 1) {
      returnFreedMemory()
      var start = processCPUTime()
      first()
      best.first = min(best.first, processCPUTime() - start)
      returnFreedMemory()
      start = processCPUTime()
      second()
      best.second = min(best.second, processCPUTime() - start)
    }
    return best
  }

  /// How many times longer each of two paths takes on `large` than on `small`: the best CPU
  /// times of `repetitions` runs at each size, in turn (see ``bestInTurn(repetitions:_:_:)``).
  /// Timing the two sizes at different moments lets a change in the machine's speed between
  /// them pass for growth.
  static func growthInTurn(
    repetitions: Int, small: [UInt8], large: [UInt8], _ first: ([UInt8]) -> Int,
    _ second: ([UInt8]) -> Int
  ) -> (first: Double, second: Double) {
    func growth(_ path: ([UInt8]) -> Int) -> Double {
      let (smallTime, largeTime) = bestInTurn(
        repetitions: repetitions, { _ = path(small) }, { _ = path(large) })
      return largeTime / smallTime
    }
    return (growth(first), growth(second))
  }

  /// Whether each run starts cold (`COLD_RUNS` set): memory freed by earlier runs is handed
  /// back to the system first, so every run pays for the fresh pages it touches, as one run
  /// of the command does.
  static let coldRuns = ProcessInfo.processInfo.environment["COLD_RUNS"] != nil

  /// Hands the memory earlier runs freed back to the system (see ``coldRuns``); outside the
  /// timed part of a run.
  static func returnFreedMemory() {
    #if canImport(Glibc)
      if coldRuns, let trim = mallocTrim { _ = trim(0) }
    #endif
  }

  #if canImport(Glibc)
    /// glibc's `malloc_trim` (declared in `malloc.h`, which the Glibc module leaves out).
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else {
        return nil
      }
      return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()
  #endif

  /// This process's CPU time so far, in seconds.
  static func processCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }

  /// The CPU time of all waited-for child processes so far, in seconds.
  static func childrenCPUTime() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    #else
      getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    func seconds(_ value: timeval) -> Double { Double(value.tv_sec) + Double(value.tv_usec) * 1e-6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// A duration in seconds.
  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }

  /// Formats seconds as milliseconds with one decimal.
  static func milliseconds(_ seconds: Double) -> String {
    String(format: "%.1f ms", seconds * 1000)
  }

  /// Formats a throughput in MB/s for `bytes` processed in `seconds`.
  static func throughput(bytes: Int, seconds: Double) -> String {
    String(format: "%.1f MB/s", Double(bytes) / 1_000_000 / seconds)
  }

  /// Formats a ratio `a / b` as "1.23×".
  static func ratio(_ a: Double, _ b: Double) -> String {
    String(format: "%.2f×", a / b)
  }

  /// One line of a timing table: a label, a time, a throughput for `bytes`.
  static func row(_ label: String, seconds: Double, bytes: Int) -> String {
    label.padding(toLength: 34, withPad: " ", startingAt: 0)
      + String(format: "%9.1f ms %8.1f MB/s", seconds * 1000, Double(bytes) / 1e6 / seconds)
  }
}
