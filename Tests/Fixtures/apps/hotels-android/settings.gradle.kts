rootProject.name = "Hotels"
include(":app")
