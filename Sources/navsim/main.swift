import NavCommands

NavsimCommandLine.main()
