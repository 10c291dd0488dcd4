import NavSupport
import NavRouting
import Foundation
import NavModel
import NavRouteFile

/// `push-inside-modal`: a screen pushed onto a `!` modal, under a profile whose library cannot.
///
/// navsim gives every modal its own navigation stack, so `help{Help}!/:topic{HelpTopic}` pushes
/// HelpTopic inside the Help sheet. WAAppRouting 0.0.5 presents a modal without a navigation
/// controller of its own and cannot push inside it: with `profile: waapprouting` the simulation
/// would show what the real app cannot do.
enum ModalPushRule {
    static func findings(_ context: LintContext) -> [LintFinding] {
        guard let rule = context.table.options.profile.navigation.rule(of: .modalPush) else { return [] }
        var findings: [LintFinding] = []
        for (index, route) in context.file.routes.enumerated() {
            guard let longest = context.endpointsByRoute[index]?.first.map({ context.table.endpoints[$0] }) else { continue }
            var shown = longest.pattern.segments.compactMap(\.mark)
            if let screen = route.screen {
                shown.append(ScreenMark(screen: screen, modal: route.presentation == .modal))
            }
            guard let modal = shown.firstIndex(where: \.modal),
                  let pushed = shown[(modal + 1)...].first(where: { !$0.modal }) else { continue }
            findings.append(context.finding(
                .pushInsideModal, .warning, route: index, field: "path",
                "\(context.label(index)) pushes \(pushed.screen) onto the modal \(shown[modal].screen): \(rule), so the real "
                    + "app would not show this stack; present \(pushed.screen) modally too, or make \(shown[modal].screen) a pushed screen"))
        }
        return findings
    }
}
