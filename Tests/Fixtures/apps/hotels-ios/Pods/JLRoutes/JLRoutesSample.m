[[JLRoutes globalRoutes] addRoute:@"/pods/decoy" handler:nil];
