import Testing
@testable import NavSyntax

/// The places a Kotlin or Java activity reads the URL it was started with.
@Suite struct IntentDataReadsTests {
    @Test func readsAreFoundAndAssignmentsAreNot() {
        let source = """
            class MainActivity : ComponentActivity() {
                override fun onNewIntent(intent: Intent) {
                    val uri = intent.data ?: return
                    val text = intent?.dataString
                    val javaStyle = getIntent().getData();
                }
                fun share(uri: Uri) {
                    val intent = Intent(Intent.ACTION_VIEW)
                    intent.data = uri
                    if (intent.data == uri) { }
                    intent.action = "x"
                }
            }
            """
        #expect(IntentDataReads.lines(Array(source.utf8)) == [3, 4, 5, 10])
    }

    @Test func aSourceWithoutIntentIsNotReadAndATrailingMarkDoesNotCrash() {
        #expect(IntentDataReads.lines(Array("const val X = \"data\"".utf8)) == [])
        #expect(IntentDataReads.lines(Array("val a = intent?".utf8)) == [])
        #expect(IntentDataReads.lines(Array("val a = intent.".utf8)) == [])
    }
}
