// What an app is (its tabs, screens, routes' navigation, guards, shortcuts) is the simulator's
// vocabulary, so a module that imports NavModel sees it too.
@_exported import NavApp
