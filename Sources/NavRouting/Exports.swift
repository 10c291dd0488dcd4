// The pattern language and URL text are NavRouting's vocabulary (an endpoint has a pattern, a
// request has URL parts), so a module that imports NavRouting sees them too.
@_exported import NavSyntax
