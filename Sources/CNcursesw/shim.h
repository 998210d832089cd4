// The ncursesw shim: wide-character curses for Swift 6.
//
// SwiftPM drops -D_XOPEN_SOURCE from ncursesw.pc, so the wide-character API is switched on here, before
// <curses.h>. C globals (stdscr, LINES, COLS, COLORS, COLOR_PAIRS, stdin, stdout) and function-like macros
// (attributes, getmaxyx) are not visible to Swift 6 as concurrency-safe values, so they are read through the
// inline functions below. Plain integer macros such as KEY_UP, KEY_F0, ERR, OK and KEY_CODE_YES import as they
// are. Only PappersTerminal uses this module, and only from one thread.
#ifndef PAPPERS_CNCURSESW_SHIM_H
#define PAPPERS_CNCURSESW_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <stdio.h>
#include <unistd.h>
#include <wchar.h>
#include <curses.h>
#include <term.h>

// MARK: Globals

/// The standard screen of the current terminal.
static inline WINDOW *pappers_stdscr(void) { return stdscr; }
/// Rows and columns of the current terminal.
static inline int pappers_lines(void) { return LINES; }
static inline int pappers_cols(void) { return COLS; }
/// Colours and colour pairs the terminal offers (after start_color).
static inline int pappers_colors(void) { return COLORS; }
static inline int pappers_color_pairs(void) { return COLOR_PAIRS; }
/// The C library's standard streams, for newterm.
static inline FILE *pappers_stdin(void) { return stdin; }
static inline FILE *pappers_stdout(void) { return stdout; }

/// The process environment, for posix_spawn.
extern char **environ;
static inline char **pappers_environ(void) { return environ; }

/// The size of a window, as the getmaxyx macro reads it.
static inline void pappers_getmaxyx(WINDOW *window, int *height, int *width) {
    int y = 0, x = 0;
    getmaxyx(window, y, x);
    *height = y;
    *width = x;
}

// MARK: Attributes

static inline attr_t pappers_attr_normal(void) { return A_NORMAL; }
static inline attr_t pappers_attr_bold(void) { return A_BOLD; }
static inline attr_t pappers_attr_reverse(void) { return A_REVERSE; }
static inline attr_t pappers_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t pappers_attr_blink(void) { return A_BLINK; }

// MARK: Cells

/// Fills `cell` with `characters` (a zero-terminated wide string: one spacing character followed by at most
/// four combining marks) drawn with `attributes` in colour pair `pair`. Returns OK, or ERR when the characters
/// do not make one cell.
static inline int pappers_set_cell(cchar_t *cell, const wchar_t *characters, attr_t attributes, short pair) {
    return setcchar(cell, characters, attributes, pair, NULL);
}

/// Columns a wide character takes in the current locale (-1: not printable), as curses measures it. Declared
/// here because the C library only declares it under _XOPEN_SOURCE, which SwiftPM drops.
extern int wcwidth(wchar_t character);
static inline int pappers_wcwidth(wchar_t character) { return wcwidth(character); }

// MARK: Terminfo

/// A string capability of the current terminal (such as "rmcup"), or NULL when it has none. Hides terminfo's
/// (char *)-1 for "not a string capability".
static inline const char *pappers_tigetstr(const char *name) {
    char *value = tigetstr(name);
    if (value == NULL || value == (char *)-1) return NULL;
    return value;
}

// MARK: Colour depth

/// Whether the current terminfo entry speaks ncurses' direct colour: the RGB capability, or 2^24 colours, so
/// that colour numbers are 0xRRGGBB values and curses sends them as `38;2;r;g;b`.
static inline int pappers_current_has_direct_colour(void) {
    int rgb = tigetflag("RGB");
    int colours = tigetnum("colors");
    return rgb > 0 || colours >= 0x1000000;
}

/// Whether terminfo entry `type` exists and speaks direct colour, read without writing to the terminal (before
/// `newterm`).
static inline int pappers_entry_has_direct_colour(const char *type) {
    int status = 0;
    if (setupterm((char *)type, 1, &status) != OK) return 0;
    int direct = pappers_current_has_direct_colour();
    del_curterm(set_curterm(NULL));
    return direct;
}

#endif
