import Foundation
import Testing

extension Tag {
    /// A size-stress test (megabytes of JSON, tens of thousands of routes or inputs): left out of
    /// a plain `swift test`, run by CI (`.ci/run` sets `NAVSIM_STRESS=1`).
    @Tag public static var stress: Self
}

/// Whether this run includes the size-stress tests (`NAVSIM_STRESS=1`).
public enum StressTests {
    /// `NAVSIM_STRESS` is set to anything but empty or `0`.
    public static var enabled: Bool {
        let value = ProcessInfo.processInfo.environment["NAVSIM_STRESS"] ?? ""
        return !value.isEmpty && value != "0"
    }

    /// The condition a stress test carries: the test is listed as skipped with this reason in a
    /// plain `swift test`, never passed silently.
    public static let condition = ConditionTrait.enabled(if: enabled, "size-stress test: runs with NAVSIM_STRESS=1 (CI sets it)")
}
