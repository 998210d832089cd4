// The ncursesw shim: wide-character curses for Swift 6.
//
// SwiftPM drops -D_XOPEN_SOURCE from ncursesw.pc, so the wide-character API is switched on here, before
// <curses.h>. C globals (stdscr, LINES, COLS) and macros (attributes, COLOR_PAIR) are not visible to Swift 6
// as concurrency-safe values, so they are read through the inline functions below.
#ifndef PAPPERS_CNCURSESW_SHIM_H
#define PAPPERS_CNCURSESW_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <wchar.h>
#include <curses.h>

#endif
