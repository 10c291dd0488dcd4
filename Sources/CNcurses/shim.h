#ifndef NAVSIM_CNCURSES_SHIM_H
#define NAVSIM_CNCURSES_SHIM_H
// SwiftPM drops the .pc cflags, so the wide-character API must be switched on here.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <curses.h>
#endif
