#import "AppRouter.h"
#import <JLRoutes/JLRoutes.h>

static NSString *const kPromoRoute = @"/promo/:code";

@implementation AppRouter

- (void)registerRoutes {
    [[JLRoutes globalRoutes] addRoute:@"/user/view/:userID" handler:^BOOL(NSDictionary *parameters) {
        return [self showUser:parameters[@"userID"]];
    }];
    [[JLRoutes globalRoutes] addRoute:@"/cities/:city/:hotelID" handler:^BOOL(NSDictionary *parameters) {
        return YES;
    }];
    [JLRoutes globalRoutes][@"/bookings/new"] = ^BOOL(NSDictionary *parameters) {
        return YES;
    };
    [[JLRoutes routesForScheme:@"hotelspro"] addRoute:@"/dashboard" handler:^BOOL(NSDictionary *parameters) {
        return YES;
    }];
    [JLRoutes routesForScheme:@"hotelspro"].shouldFallbackToGlobalRoutes = YES;
    [[JLRoutes globalRoutes] addRoute:kPromoRoute handler:^BOOL(NSDictionary *parameters) {
        return YES;
    }];
    // [[JLRoutes globalRoutes] addRoute:@"/retired" handler:nil];
    NSLog(@"addRoute:@\"/not-a-call\"");
}

@end
