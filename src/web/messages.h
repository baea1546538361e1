// The WebSocket protocol of the game page, one JSON object per text message (docs/web.md lists them):
//   {"type":"new","variant":"rococo","engine":"black","level":3}   a game against the engine
//   {"type":"new","variant":"chess","friend":"white"}               a game against a friend (white,
//                                                                   black or random: the creator's side)
//   either "new" with "clock":{"minutes":5,"increment":3}           a timed game (none by default)
//   {"type":"join","game":ID,"seat":TOKEN}                          watch a stored game; with a seat
//                                                                   token, play that side
//   {"type":"move","game":ID,"move":"e2e4"}                         a move (coordinate form or SAN)
//   {"type":"takeback","game":ID}                                   the person's last move and the reply
//   {"type":"analysis","game":ID,"on":true}                         the engine's analysis on or off
//   {"type":"ping"}
//   {"type":"solve","text":"BeginProblem … EndProblem"}             solve a problem (the solver page; the
//                                                                   answers are in solve_manager.h)
//   {"type":"cancel"}                                               stop this connection's solve
//   {"type":"catalogue"}, {"type":"stipulation",…}, {"type":"diagram",…}, {"type":"replay",…}
//                                                                   the solver page's workbench (workbench.h)
//   {"type":"lobby"}                                                watch the lobby's seeks and games
//   (lobby.h)
//   {"type":"seek","variant":V,"colour":C,"nick":N, clock or "days"}  post a seek
//   {"type":"unseek","seek":ID}, {"type":"accept","seek":ID,"nick":N}  withdraw one's seek, accept another's
//   a friend's "new" and a seated "join" may carry "nick"; a friend's "new" may carry "days" (correspondence)
// In a game between friends a connection first gets {"type":"seat",…}: its side and token (none for a
// spectator), and for the creator the invite token of the other side.
// With analysis on, the connection gets {"type":"analysis",…} after each search iteration.
// The server answers with {"type":"state",…} (to every connection on the game) or, to the sender only,
// {"type":"error","message":"…"}; a bad message never closes the connection or harms the game.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

#include "web/game_manager.h"
#include "web/lobby.h"
#include "web/solve_manager.h"

namespace nightrider::web {

// The largest message the protocol reads; longer ones are answered with an error (the socket itself
// refuses frames beyond kMaxFrameBytes and closes). A "solve" carries a whole problem text and may be
// up to kMaxSolveMessageBytes.
constexpr size_t kMaxMessageBytes = 4096;
constexpr size_t kMaxSolveMessageBytes = kMaxProblemTextBytes + 1024;
constexpr size_t kMaxFrameBytes = 1024 * 1024;

// {"type":"error","message":…}
std::string error_message(std::string_view text);

// One connection's side of the protocol: it remembers the game the connection plays (a connection
// plays one game at a time; "new" and "join" switch it) and its solve (one at a time; it is cancelled
// when the connection goes), and answers through its watcher. Without a SolveManager, "solve" is
// refused.
class MessageHandler {
 public:
  MessageHandler(GameManager& games, std::shared_ptr<GameWatcher> watcher, SolveManager* solves = nullptr,
                 Lobby* lobby = nullptr);
  ~MessageHandler();
  MessageHandler(const MessageHandler&) = delete;
  MessageHandler& operator=(const MessageHandler&) = delete;

  void handle(std::string_view text);
  const std::string& game() const { return game_; }

 private:
  void switch_to(const std::string& id);
  void solve(const nlohmann::json& message, const std::shared_ptr<GameWatcher>& watcher);

  // The lobby's messages (lobby, seek, unseek, accept); false when `type` is none of them.
  bool lobby_message(const std::string& type, const nlohmann::json& message,
                     const std::shared_ptr<GameWatcher>& watcher);

  GameManager& games_;
  SolveManager* solves_;
  Lobby* lobby_;
  const GameWatcher* self_;  // this connection's watcher, to take its seeks off the lobby when it goes
  std::shared_ptr<SolveJob> solve_;  // this connection's latest solve, running or finished
  std::weak_ptr<GameWatcher> watcher_;
  std::string game_;  // the game this connection plays, empty before "new" or "join"
  std::string seat_;  // its seat token in a game between friends; empty for a spectator or other games
};

}  // namespace nightrider::web
