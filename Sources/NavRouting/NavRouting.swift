// NavRouting
