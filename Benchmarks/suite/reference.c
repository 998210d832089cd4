/* The C reference of the terminal figures: the least a curses program can do, timed by the same harness.
 *
 *   reference              draws "first-line ready" and waits for q (first frame, peak memory)
 *   reference --keys N     also shows "N left"; each Space takes one off, u puts one back (key latency)
 *   reference --countdown S  Enter starts an S-second countdown; at zero it shows "Time's up!" (timer)
 *
 * Built by the suite with gcc -O2 against ncursesw, like pappers' own terminal layer (newterm, cbreak, noecho,
 * keypad, a blocking or timed getch that sleeps in poll).
 */
#define _XOPEN_SOURCE 700
#include <curses.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static long long now_millis(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (long long)time.tv_sec * 1000 + time.tv_nsec / 1000000;
}

int main(int argc, char **argv) {
    int left = -1, countdown = -1;
    for (int i = 1; i + 1 < argc; i++) {
        if (strcmp(argv[i], "--keys") == 0) left = atoi(argv[i + 1]);
        if (strcmp(argv[i], "--countdown") == 0) countdown = atoi(argv[i + 1]);
    }
    setlocale(LC_ALL, "");
    SCREEN *screen = newterm(NULL, stdout, stdin);
    if (screen == NULL) return 1;
    cbreak();
    noecho();
    keypad(stdscr, TRUE);
    mvaddstr(0, 0, "first-line ready");
    if (left >= 0) mvprintw(1, 0, "%d left ", left);
    refresh();
    long long deadline = -1;
    for (;;) {
        timeout(deadline < 0 ? -1 : (int)(deadline > now_millis() ? deadline - now_millis() : 0));
        int key = getch();
        if (key == ERR && deadline >= 0 && now_millis() >= deadline) {
            mvaddstr(2, 0, "Time's up!");
            refresh();
            deadline = -1;
            continue;
        }
        if (key == 'q') break;
        if (key == ' ' && left > 0) left--;
        if (key == 'u' && left >= 0) left++;
        if (left >= 0) mvprintw(1, 0, "%d left ", left);
        if ((key == '\r' || key == '\n') && countdown > 0) deadline = now_millis() + countdown * 1000LL;
        refresh();
    }
    endwin();
    delscreen(screen);
    return 0;
}
