#ifndef NAVSIM_CNCURSES_SHIM_H
#define NAVSIM_CNCURSES_SHIM_H
// The only C in navsim. Swift cannot import ncurses' macros (getmaxyx, A_BOLD,
// KEY_F, COLOR_PAIR, the mouse masks) nor, in Swift 6, its mutable globals
// (stdscr, LINES, COLS, stdin, stdout): each gets a static inline wrapper here.

// SwiftPM drops the .pc cflags, so the wide-character API must be switched on here.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <langinfo.h>
#include <stdio.h>
#include <wchar.h>
#include <curses.h>

/// The current screen's standard window (the `stdscr` global).
static inline WINDOW *navsim_stdscr(void) { return stdscr; }

/// `newterm(NULL, stdout, stdin)`: like initscr, but returns NULL instead of
/// exiting the process when the terminal cannot be set up.
static inline SCREEN *navsim_newterm(void) { return newterm(NULL, stdout, stdin); }

/// The size of stdscr (`getmaxyx`).
static inline void navsim_screen_size(int *rows, int *columns) {
    int y = 0, x = 0;
    getmaxyx(stdscr, y, x);
    *rows = y;
    *columns = x;
}

static inline attr_t navsim_attr_normal(void) { return A_NORMAL; }
static inline attr_t navsim_attr_bold(void) { return A_BOLD; }
static inline attr_t navsim_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t navsim_attr_reverse(void) { return A_REVERSE; }
static inline attr_t navsim_attr_dim(void) { return A_DIM; }

/// How many colours and colour pairs the terminal has (the `COLORS`, `COLOR_PAIRS` globals).
static inline int navsim_colors(void) { return COLORS; }
static inline int navsim_color_pairs(void) { return COLOR_PAIRS; }

/// `KEY_F(n)`: the key code of function key n.
static inline int navsim_key_f(int n) { return KEY_F(n); }

/// The mouse events navsim asks for: left button press and release, wheel up and down.
static inline mmask_t navsim_mouse_mask(void) {
    return BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON4_PRESSED | BUTTON5_PRESSED;
}
static inline int navsim_mouse_is_press(mmask_t state) { return (state & BUTTON1_PRESSED) != 0; }
static inline int navsim_mouse_is_release(mmask_t state) { return (state & BUTTON1_RELEASED) != 0; }
static inline int navsim_mouse_is_wheel_up(mmask_t state) { return (state & BUTTON4_PRESSED) != 0; }
static inline int navsim_mouse_is_wheel_down(mmask_t state) { return (state & BUTTON5_PRESSED) != 0; }

/// A terminfo string capability, or NULL when the terminal lacks it
/// (tigetstr answers (char *)-1 for "not a string capability").
static inline const char *navsim_tigetstr(const char *name) {
    char *value = tigetstr(name);
    if (value == NULL || value == (char *)-1) return NULL;
    return value;
}

/// Writes one cell: `wcs` is a NUL-terminated spacing character followed by
/// at most CCHARW_MAX - 1 non-spacing ones.
static inline int navsim_put_cell(int y, int x, const wchar_t *wcs, attr_t attributes, short pair) {
    cchar_t cell;
    if (setcchar(&cell, wcs, attributes, pair, NULL) == ERR) return ERR;
    return mvadd_wch(y, x, &cell);
}

/// The columns the C library gives a wide character (-1: not printable); `wcwidth`
/// needs feature macros the Swift importer does not set.
static inline int navsim_wcwidth(wchar_t c) { return wcwidth(c); }

/// Where ncurses believes the terminal's cursor is (curscr's cursor), after a refresh.
static inline void navsim_physical_cursor(int *y, int *x) {
    *y = getcury(curscr);
    *x = getcurx(curscr);
}

/// The most characters a cell can hold (one spacing plus combining ones).
static inline int navsim_cchar_max(void) { return CCHARW_MAX; }

/// True when the current locale's character set is UTF-8.
static inline int navsim_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && codeset[0] == 'U' && codeset[1] == 'T' && codeset[2] == 'F'
        && codeset[3] == '-' && codeset[4] == '8' && codeset[5] == '\0';
}

#endif
