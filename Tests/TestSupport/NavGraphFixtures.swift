/// Navigation graphs whose deep links `navsim check` reports (the `jetpack` rules), shared by
/// the reader, linter and end-to-end tests. Line numbers are the graph file's.
public enum NavGraphFixtures {
    /// b's link ties with a's (line 4); c lacks its required `x`, declared before the link
    /// (line 7); e's second link lacks `y`, declared after it (line 11); f's link differs from
    /// a's by its action only (no finding). The graph loads.
    public static let deepLinkProblems = """
        <navigation xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:app="http://schemas.android.com/apk/res-auto" app:startDestination="@id/a">
          <fragment android:id="@+id/a"><deepLink app:uri="example.com/users/{id}"/></fragment>
          <fragment android:id="@+id/b"><deepLink app:uri="example.com/users/{name}"/></fragment>
          <fragment android:id="@+id/c">
            <argument android:name="x" app:argType="integer"/>
            <deepLink app:uri="example.com/c"/>
          </fragment>
          <fragment android:id="@+id/e">
            <deepLink app:uri="example.com/e?y={y}"/>
            <deepLink app:uri="example.com/e"/>
            <argument android:name="y" app:argType="integer"/>
          </fragment>
          <fragment android:id="@+id/f">
            <deepLink app:uri="example.com/users/{id}" app:action="com.example.OPEN"/>
          </fragment>
        </navigation>
        """

    /// ``deepLinkProblems`` with b's link repeating a's (line 4): the manifest merger's error.
    public static var repeatedDeepLink: String {
        deepLinkProblems.replacingOccurrences(of: "example.com/users/{name}", with: "example.com/users/{id}")
    }

    /// A Firefox-shaped graph: `settings` is the start destination on `about`'s deep-link stack,
    /// `privacy` is reached by an action from it, `search` by a global action, `orphan` by nothing.
    public static let actionsAndStartDestinations = """
        <navigation xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:app="http://schemas.android.com/apk/res-auto" android:id="@+id/nav_graph" app:startDestination="@id/home">
          <fragment android:id="@+id/home" android:label="Home">
            <action android:id="@+id/action_home_to_settings" app:destination="@id/settings_graph"/>
          </fragment>
          <navigation android:id="@+id/settings_graph" app:startDestination="@id/settings">
            <fragment android:id="@+id/settings" android:label="Settings">
              <action android:id="@+id/action_settings_to_privacy" app:destination="@id/privacy"/>
            </fragment>
            <fragment android:id="@+id/privacy" android:label="Privacy"/>
            <fragment android:id="@+id/about" android:label="About"><deepLink app:uri="fenix://about"/></fragment>
          </navigation>
          <fragment android:id="@+id/orphan" android:label="Orphan"/>
          <action android:id="@+id/global_search" app:destination="@id/search"/>
          <fragment android:id="@+id/search" android:label="Search"/>
        </navigation>
        """
}
