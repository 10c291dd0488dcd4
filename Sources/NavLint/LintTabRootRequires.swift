import NavModel
import NavRouting
import Foundation
import NavRouteFile
import NavSupport

/// `unguarded-tab-root`: a tab's root screen that `requires` a flag. A tab root exists from
/// launch, before any link, and switching tabs (`:tab`, ←/→, a click) opens no route, so no
/// guard can run for it: the requirement would never be checked, as a tab bar controller
/// builds its root view controllers at launch in the app. Linted rather than guarded so that
/// the simulator keeps showing what the app would (docs/lint.md).
enum TabRootRequiresRule {
    static func findings(_ context: LintContext) -> [LintFinding] {
        let file = context.file
        var findings: [LintFinding] = []
        for (index, tab) in file.tabs.enumerated() {
            guard let screen = file.screens[tab.root], !screen.requires.isEmpty else { continue }
            let flags = screen.requires.map(quotedJSONString).joined(separator: ", ")
            findings.append(LintFinding(
                rule: .unguardedTabRoot, severity: .error,
                message: "tabs[\(index)] \(quotedJSONString(tab.id)) shows \(quotedJSONString(tab.root)) from launch, so its requires \(flags)"
                    + " is never checked (a tab root opens no route, and no guard runs when the tab is selected);"
                    + " put the requirement on a screen pushed above the root, or on the routes that lead into the tab",
                jsonPath: screen.location.jsonPath + ".requires", position: screen.location.position))
        }
        return findings
    }
}
