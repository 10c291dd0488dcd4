import 'package:flutter/material.dart';
import 'package:go_router/go_router.dart';

import 'auth.dart';
import 'screens.dart';

final GlobalKey<NavigatorState> _rootNavigatorKey = GlobalKey<NavigatorState>(debugLabel: 'root');
final GlobalKey<NavigatorState> shopTab = GlobalKey<NavigatorState>(debugLabel: 'shop');
final GlobalKey<NavigatorState> searchTab = GlobalKey<NavigatorState>(debugLabel: 'search');
final GlobalKey<NavigatorState> accountTab = GlobalKey<NavigatorState>(debugLabel: 'account');

/// The app's router: three tabs (shop, search, account) in a StatefulShellRoute, a sign-in
/// redirect in front of the account pages, and a not-found page for unknown links.
final GoRouter router = GoRouter(
  navigatorKey: _rootNavigatorKey,
  initialLocation: '/',
  redirectLimit: 5,
  errorBuilder: (BuildContext context, GoRouterState state) => const NotFoundScreen(),
  redirect: (BuildContext context, GoRouterState state) {
    final bool signingIn = state.matchedLocation == '/sign-in';
    if (!auth.signedIn && state.matchedLocation.startsWith('/account')) {
      return '/sign-in?from=${Uri.encodeComponent(state.uri.toString())}';
    }
    if (auth.signedIn && signingIn) {
      return state.uri.queryParameters['from'] ?? '/account';
    }
    return null;
  },
  routes: <RouteBase>[
    GoRoute(
      path: '/',
      redirect: (BuildContext context, GoRouterState state) => '/shop',
    ),
    GoRoute(
      path: '/sign-in',
      name: 'signIn',
      builder: (BuildContext context, GoRouterState state) => const SignInScreen(),
    ),
    StatefulShellRoute.indexedStack(
      builder: (BuildContext context, GoRouterState state, StatefulNavigationShell navigationShell) =>
          ScaffoldWithNavBar(navigationShell: navigationShell),
      branches: <StatefulShellBranch>[
        StatefulShellBranch(
          navigatorKey: shopTab,
          routes: <RouteBase>[
            GoRoute(
              path: '/shop',
              name: 'shop',
              builder: (BuildContext context, GoRouterState state) => const ShopScreen(),
              routes: <RouteBase>[
                GoRoute(
                  path: 'category/:categoryId',
                  name: 'category',
                  builder: (BuildContext context, GoRouterState state) =>
                      CategoryScreen(id: state.pathParameters['categoryId']!),
                  routes: <RouteBase>[
                    GoRoute(
                      path: r'product/:productId(\d+)',
                      name: 'product',
                      builder: (BuildContext context, GoRouterState state) =>
                          ProductScreen(id: state.pathParameters['productId']!),
                    ),
                  ],
                ),
              ],
            ),
          ],
        ),
        StatefulShellBranch(
          navigatorKey: searchTab,
          routes: <RouteBase>[
            GoRoute(
              path: '/search',
              name: 'search',
              builder: (BuildContext context, GoRouterState state) => const SearchScreen(),
            ),
          ],
        ),
        StatefulShellBranch(
          navigatorKey: accountTab,
          initialLocation: '/account',
          routes: <RouteBase>[
            GoRoute(
              path: '/account',
              name: 'account',
              builder: (BuildContext context, GoRouterState state) => const AccountScreen(),
              routes: <RouteBase>[
                GoRoute(
                  path: 'orders/:orderId',
                  name: 'order',
                  builder: (BuildContext context, GoRouterState state) =>
                      OrderScreen(id: state.pathParameters['orderId']!),
                ),
              ],
            ),
          ],
        ),
      ],
    ),
    GoRoute(
      path: '/checkout',
      name: 'checkout',
      parentNavigatorKey: _rootNavigatorKey,
      pageBuilder: (BuildContext context, GoRouterState state) =>
          const MaterialPage<void>(fullscreenDialog: true, child: CheckoutScreen()),
    ),
    GoRoute(
      path: '/p/:productId',
      redirect: (BuildContext context, GoRouterState state) =>
          '/shop/category/all/product/${state.pathParameters['productId']}',
    ),
  ],
);
