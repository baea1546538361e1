// An XBoard/WinBoard session (Chess Engine Communication Protocol v2): reads commands from a stream and
// answers on another, so XBoard drives it through stdin/stdout and tests through string streams. The
// engine thinks on a worker thread, so `?`, `force`, `new`, `quit` … are obeyed at once. Unknown commands
// are answered `Error (unknown command): X`, illegal moves `Illegal move: X`; the session goes on.
//
// The game's position belongs to the input thread. The search thread works on a copy, sends its `move`
// and leaves the move with the session; the input thread plays it on the game when it joins the search,
// which every command that reads or changes the game does first. A command that abandons the thinking
// (`new`, `force`, `usermove` …) and crosses a move already sent finds that move played: a move sent is a
// move made.
//
// Boards with 10 ranks are numbered from 0 in the protocol (a0..j9) while Nightrider names them a1..j10:
// moves are converted both ways.
#pragma once

#include <iosfwd>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/position.h"
#include "protocol/search_thread.h"
#include "rules/rules.h"
#include "search/engine.h"

namespace nightrider::protocol {

// Square numbers in move text: Nightrider's a1..j10 <-> XBoard's a0..j9 on boards of 10 ranks (other
// boards are left alone).
std::string to_xboard_squares(std::string_view text, int ranks);
std::string from_xboard_squares(std::string_view text, int ranks);

// The variant XBoard names (`normal`, `antiking1`, `10x10+0_fairy`, `10x10_fairy` …), or nullopt.
std::optional<std::string> variant_for_xboard_name(std::string_view name);

// What XBoard needs to draw a variant: the `setup` line (piece-to-char table, board size, start FEN) and
// the `piece` lines (Betza notation), empty for orthodox chess.
std::vector<std::string> xboard_variant_lines(const Rules& rules);

class XboardSession {
 public:
  XboardSession(std::istream& in, std::ostream& out);
  ~XboardSession();
  XboardSession(const XboardSession&) = delete;
  XboardSession& operator=(const XboardSession&) = delete;

  // Reads and answers commands until `quit` or the end of the input (where a running search may finish).
  void run();
  bool handle(std::string_view line);  // false after `quit`
  void wait_for_search();

 private:
  void send(const std::string& line);
  void halt();            // stops and discards the running search (new, force, undo …)
  void move_now();        // `?`: stops the running search, which sends its move
  void finish_search();   // waits for the running search to end by itself
  void take_sent_move();  // after a join: plays the move the search sent on the game
  void start_search(bool analyse);
  void think_if_our_turn();  // after a move or `go`: play if the engine has the move
  // Prints the result line if the game in `pos` is over; true if it is. Either thread.
  bool announce_end(const Rules& rules, Position& pos);

  void cmd_protover();
  void cmd_new();
  void cmd_variant(const std::string& name);
  void cmd_setboard(const std::string& fen);
  void cmd_usermove(const std::string& text);
  void cmd_level(const std::vector<std::string>& words);
  void cmd_undo(int plies);
  void set_rules(std::shared_ptr<const Rules> rules);
  static std::string move_out(const Rules& rules, const Position& pos, const Move& m);

  std::istream& in_;
  std::ostream& out_;
  std::mutex out_mutex_;

  std::shared_ptr<const Rules> rules_;
  std::unique_ptr<Position> pos_;
  Engine engine_;
  EngineOptions options_;

  // Whose side the engine plays; None = force mode.
  Colour engine_side_ = Colour::Black;
  bool analysing_ = false;
  bool post_ = false;
  // Time control: `st` seconds per move, or `level` moves/base/increment, and the clocks from time/otim.
  int64_t st_ms_ = 0;
  int depth_limit_ = 0;
  int level_moves_ = 0;
  int64_t level_base_ms_ = 0, level_inc_ms_ = 0;
  int64_t clock_ms_ = -1, other_clock_ms_ = -1;

  // Between the search thread and the input thread: whether the running search's move is unwanted
  // (set by halt before it stops the search), and the move the search sent, to be played on the game.
  std::mutex sent_move_mutex_;
  bool discard_ = false;
  std::optional<Move> sent_move_;
  SearchThread search_{engine_};  // last: its destructor stops the search before anything it uses goes
};

}  // namespace nightrider::protocol
