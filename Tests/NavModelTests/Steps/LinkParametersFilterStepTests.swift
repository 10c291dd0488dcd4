import NavModel
import NavProfiles
import NavRouting
import Testing

/// `linkParametersFilter`, listed by `waapprouting` (WAAppLinkParameters.m,
/// `mergeWithRawParameters:`): a screen with a `mapping` receives only its mapped keys,
/// percent-decoded, filtered by `allowedParameters`, and the rule is logged when the plan shows
/// such a screen; under navsim `mapping` only renames.
@Suite struct LinkParametersFilterStepTests {
    static let top = #""screens": { "Article": { "mapping": { "title": "articleTitle", "id": "articleID" }, "allowedParameters": ["articleTitle"] } },"#
    static let routes = #"{ "path": "articles/:id", "screen": "Article" }, { "path": "plain/:id", "screen": "Plain" }"#

    static func parameters(_ state: SimulatorState) -> [String: String] {
        Dictionary(uniqueKeysWithValues: (state.tree.currentTab.stack.screens.last?.parameters ?? []).map { ($0.name, $0.value.string) })
    }

    @Test func aMappedScreenReceivesOnlyItsAllowedMappedKeysDecoded() throws {
        let rule = try StepTestApp.rule(.linkParametersFilter, of: .waapprouting)
        let waap = try StepTestApp.simulator(.waapprouting, Self.top, routes: Self.routes)
        let (state, reports) = waap.run(["app://articles/7?title=My%20article&utm=x"])
        #expect(Self.parameters(state) == ["articleTitle": "My article"])
        #expect(reports[0].events.contains(.note(rule)))
    }

    @Test func aScreenWithoutMappingIsUntouchedAndNothingIsLogged() throws {
        let rule = try StepTestApp.rule(.linkParametersFilter, of: .waapprouting)
        let waap = try StepTestApp.simulator(.waapprouting, Self.top, routes: Self.routes)
        let (state, reports) = waap.run(["app://plain/7?utm=x"])
        #expect(Self.parameters(state) == ["id": "7", "utm": "x"])
        #expect(!reports[0].events.contains(.note(rule)))
    }

    @Test func navsimMappingOnlyRenames() throws {
        let rule = try StepTestApp.rule(.linkParametersFilter, of: .waapprouting)
        #expect(NavigationRules.navsim.rule(of: .linkParametersFilter) == nil)
        let navsim = try StepTestApp.simulator(Self.top, routes: Self.routes)
        let (state, reports) = navsim.run(["app://articles/7?title=My%20article&utm=x"])
        let parameters = Self.parameters(state)
        #expect(parameters["articleID"] == "7")
        #expect(parameters["utm"] == "x")
        #expect(parameters["articleTitle"] != nil)
        #expect(!reports[0].events.contains(.note(rule)))
    }
}
