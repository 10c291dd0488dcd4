#import <Foundation/Foundation.h>

@interface AppRouter : NSObject
- (void)registerRoutes;
@end
