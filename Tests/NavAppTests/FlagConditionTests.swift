import NavApp
import Testing

@Suite struct FlagConditionTests {
    @Test(arguments: [("a", true, true), ("a", false, false), ("!a", false, true), ("!a", true, false), ("!b", true, true), ("b", true, false)])
    func anEntryHoldsByItsFlag(entry: String, value: Bool, holds: Bool) {
        #expect(FlagCondition.holds(entry, in: ["a": value]) == holds)
    }

    @Test func theFirstFailingEntryIsNamed() {
        #expect(FlagCondition.firstFailing(["a", "!b"], in: ["a": true, "b": true]) == "!b")
        #expect(FlagCondition.failure("!b") == "!b (b is true)")
        #expect(FlagCondition.failure("a") == "a, which is false")
        #expect(FlagCondition.flag(of: "!b") == "b")
    }
}
