// The solver's search, written once for any board that offers the solver's interface (GeneralBoard for
// every rule set, OrthodoxBoard for the orthodox fast path).
//
// Battle play (direct, self, reflex) answers "can the attacker force the goal in n moves?" with two
// mutually recursive functions, attack() and defend(), whose answers go to the shared table. Help and
// series play enumerate every line that reaches the goal; the table remembers the nodes from which no
// line does. The tree a problemist reads (keys, threats, variations, tries) is built afterwards from
// the same two functions, by tree.h.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>
#include <vector>

#include "core/position.h"
#include "solver/help_targets.h"
#include "solver/search_spec.h"
#include "solver/series_targets.h"
#include "solver/solver_table.h"

namespace nightrider::solver {

// Node kinds for the table keys.
enum class NodeTag : uint64_t { Attack = 1, Defend, Help, Series, ThreatCheck, ParrySeries };

template <class Board>
class Search {
 public:
  using MoveT = typename Board::MoveT;
  using List = typename Board::List;

  Search(Board board, const SearchSpec& spec, SolverTable& table, SearchControl& control)
      : board_(std::move(board)), spec_(spec), table_(table), control_(control) {
    lists_.resize(kMaxPly);
    killers_.resize(kMaxPly);
    mate_squares_.assign(kMaxPly + 1, ~uint64_t{0});
    mate_known_.assign(kMaxPly + 1, false);
    probed_.assign(kMaxPly + 1, false);
    if (spec_.non_trivial) non_trivial_budget_ = spec_.non_trivial->max_extra;
    child_keys_.resize(kMaxPly);
    line_.reserve(kMaxPly);
    target_lists_.resize(kMaxPly + 1);
    target_list_set_.assign(kMaxPly + 1, 0);
    board_.set_stalemate_bound(stalemate_bound());
  }

  // The nodes since the last poll count too, and a search too short to reach a poll still polls once:
  // a twin made of many small searches (tries, threats, lengths) stops on time as a long one does.
  ~Search() {
    control_.nodes.fetch_add(local_nodes_, std::memory_order_relaxed);
    control_.poll();
  }
  Search(const Search&) = delete;
  Search& operator=(const Search&) = delete;

  Board& board() { return board_; }
  const SearchSpec& spec() const { return spec_; }
  // Series play guided by its target positions (solver/series_targets.h), orthodox board only;
  // nullptr: none.
  void set_series_guide(SeriesGuide* guide) { guide_ = guide; }
  // Helpmates guided by their target positions (solver/help_targets.h); nullptr: none.
  void set_help_targets(const HelpTargets* targets) { help_targets_ = targets; }
  // Series play tries only these first moves (options StartMoveNumber and UpToMoveNumber).
  void restrict_first_moves(std::vector<MoveT> moves) { first_moves_ = std::move(moves); }
  bool first_move_allowed(int ply, const MoveT& m) const {
    return ply > 0 || !first_moves_ ||
           std::find(first_moves_->begin(), first_moves_->end(), m) != first_moves_->end();
  }
  bool stopped() const { return control_.stopped(); }
  // Help play whose node at `ply` several searches share (a long first move split among threads, see
  // solver/split_first_moves.h): that node takes its children one at a time from `take`, which gives the
  // index in the node's move list of the next child for this search, or -1 when none is left. Such a
  // node does not store its result in the table: this search saw only some of its children. An empty
  // `take`: no node is shared.
  void share_children(int ply, std::function<int(const List&)> take) {
    shared_ply_ = ply;
    take_child_ = std::move(take);
  }

  // --- Goals -------------------------------------------------------------------------------------
  // Has the move just played reached the goal against the side now to move?
  bool goal_reached() {
    switch (spec_.goal) {
      case Goal::Mate:
        return board_.in_check() && board_.immobile();
      case Goal::Stalemate:
        return !board_.in_check() && board_.immobile();
      case Goal::DoubleStalemate: {
        if (board_.in_check() || !board_.immobile()) return false;
        board_.play_null();
        const bool other_stuck = !board_.in_check() && board_.immobile();
        board_.undo_null();
        return other_stuck;
      }
      case Goal::MateOrStalemate:
        return board_.immobile();
      case Goal::DoubleMate:
      case Goal::CounterMate:  // (goal_candidates asks the counter-mate's condition before the move)
        // (Both sides are mated.)
        return side_to_move_mated() && mover_mated();
      case Goal::AutoMate:  // (the mover mated by its own move)
        return mover_mated();
      case Goal::AutoStalemate: {
        if (board_.in_check()) return false;
        board_.play_null();
        const bool stuck = !board_.in_check() && board_.immobile();
        board_.undo_null();
        return stuck;
      }
      case Goal::Check:
        return board_.in_check();
      case Goal::Capture:
        return board_.last_move_captured();
      case Goal::AnyMove:
        return true;
      case Goal::Castling:
        return board_.last_move_castled();
      case Goal::EnPassant:
        return board_.last_move_en_passant();
      case Goal::Circuit:
      case Goal::Exchange:
      case Goal::CircuitByRebirth:
      case Goal::ExchangeByRebirth:
      case Goal::Chess81:
      case Goal::Kiss:
        // (Only the general board knows the units' diagram squares and follows the moved unit:
        // problem_setup sends these there.)
        if constexpr (requires { board_.identity_goal_reached(spec_.goal, spec_.target); })
          return board_.identity_goal_reached(spec_.goal, spec_.target);
        return false;
      case Goal::TargetSquare:
        return board_.last_move_to() == spec_.target;
      default:
        return false;
    }
  }
  // Is the side to move mated? Popeye lets a side get out by taking the other's king.
  bool side_to_move_mated() {
    if (!board_.in_check() || !board_.immobile()) return false;
    if constexpr (requires { board_.can_take_king(); })
      if (board_.can_take_king()) return false;
    return true;
  }
  // Is the side that has just moved mated, as if it were to move? (Its own king in check: only the goals
  // of goal_checks_own_king allow such a move.)
  bool mover_mated() {
    board_.play_null();
    const bool mated = side_to_move_mated();
    board_.undo_null();
    return mated;
  }
  // False when the move cannot reach the goal, judged cheaply before playing it: a mate or check
  // needs a checking move, a stalemate a quiet one. (Boards whose check test plays the move say yes.)
  // `info` comes from board().check_info() in the position the move is played from.
  bool may_reach_goal(const MoveT& m, const typename Board::CheckInfo& info) {
    if constexpr (!Board::kCheapGivesCheck) {
      return true;
    } else {
      // (Where the check test plays the move, the goal test after playing it says as much.)
      if constexpr (requires { board_.cheap_gives_check(); })
        if (!board_.cheap_gives_check()) return true;
      switch (spec_.goal) {
        case Goal::Mate:
        case Goal::Check:
          return board_.gives_check(m, info);
        case Goal::Stalemate:
        case Goal::DoubleStalemate:
          return !board_.gives_check(m, info);
        default:
          return true;
      }
    }
  }

  // The moves of the side to move that may reach the goal at once: for a mate or a check only the
  // checking moves (true then), else all legal moves.
  bool goal_candidates(List& moves) {
    if (spec_.goal == Goal::Mate || spec_.goal == Goal::Check) {
      board_.checking_moves(moves);
      return true;
    }
    if (goal_checks_own_king(spec_.goal)) {
      // A double mate or an automate checks the mover's own king: the moves that leave it in check are
      // candidates too. As in Popeye, a double mate is played by a side that has a legal move, a
      // counter-mate (##!) by a side that stands mated.
      // (Only the general board has these moves: problem_setup sends these goals there.)
      if constexpr (requires { board_.moves_ignoring_check(moves); }) {
        moves.clear();
        if (is_double_mate(spec_.goal)) {
          const bool mated = board_.in_check() && board_.immobile();
          if (spec_.goal == Goal::CounterMate ? !mated : board_.immobile()) return false;
        }
        board_.moves_ignoring_check(moves);
      } else {
        board_.legal_moves(moves);  // (never a double mate: no legal move checks its own king)
      }
      return false;
    }
    board_.legal_moves(moves);
    return false;
  }

  // The attacker's moves in direct play. Towards a double mate (## or ##!) they include, where the goal
  // allows them (goal_candidates), the moves that leave its own king in check; such a move counts only
  // when it reaches the goal (self_check_without_goal), at any length: a ##!2 is solved by a ##! in one.
  void attacker_move_list(List& moves) {
    if (spec_.play == Play::Direct && goal_checks_own_king(spec_.goal)) {
      goal_candidates(moves);
      if (!moves.empty()) return;
    }
    board_.legal_moves(moves);
  }
  // After such a move: has it left the mover's own king in check without reaching the goal (so it is
  // no move at all)?
  bool self_check_without_goal() {
    if (!goal_checks_own_king(spec_.goal)) return false;
    if constexpr (requires { board_.other_side_in_check(); })
      return board_.other_side_in_check() && !goal_reached();
    return false;
  }

  // Can the side to move reach the goal with one move? (Uses the move list of `ply`.)
  bool goal_in_one(int ply) {
    List& moves = list(ply);
    const bool checks = goal_candidates(moves);
    const auto info = checks ? typename Board::CheckInfo{} : board_.check_info();  // needed unless checks
    for (const MoveT& m : moves) {
      if (!checks && !may_reach_goal(m, info)) continue;
      board_.play(m);
      const bool reached = goal_reached();
      board_.undo();
      if (reached) return true;
    }
    return false;
  }

  // --- Battle play ---------------------------------------------------------------------------------
  // n counts the attacker's moves (for self and reflex play too: White's moves, each answered by Black;
  // after White's last one Black must reach the goal). In exact- stipulations the goal counts only on
  // the last move: reaching it earlier ends the play without a solution.

  // The attacker is to move: can it force the goal within n of its moves?
  bool attack(int n, int ply = 0) {
    if (n < 1 || count_node() || mating_unit_gone()) return false;
    const uint64_t key = table_key(NodeTag::Attack, n);
    if (auto known = table_.probe(key)) return *known;
    bool won = false;
    if (spec_.play == Play::Reflex && !spec_.semi_reflex && goal_in_one(ply)) {
      won = false;  // the attacker would have to reach the goal itself
    } else {
      List& moves = list(ply);
      // The last move of a direct goal: only the moves that can reach it (goal_candidates).
      const bool last = n == 1 && spec_.play == Play::Direct;
      bool checks = false;
      if (last)
        checks = goal_candidates(moves);
      else if (spec_.play == Play::Direct)
        attacker_move_list(moves);
      else
        board_.legal_moves(moves);
      const auto info = last && !checks ? board_.check_info() : typename Board::CheckInfo{};
      if (n > 1) order_checks_first(moves);
      for (const MoveT& m : moves) {
        if (last && !checks && !may_reach_goal(m, info)) continue;
        board_.play(m);
        const bool w = wins_after_attacker_move(n, ply + 1);
        board_.undo();
        if (w) {
          won = true;
          break;
        }
        if (stopped()) return false;
      }
    }
    if (!stopped()) table_.store(key, won);
    return won;
  }

  // After an attacker move (defender to move): does the attacker win, n counting that move?
  bool wins_after_attacker_move(int n, int ply) {
    if (spec_.play == Play::Self && wrong_side_reached_goal()) return false;
    if (spec_.play == Play::Direct || spec_.quodlibet) {
      if (goal_reached()) return !spec_.exact || n == 1;
      if (spec_.play == Play::Direct) return n > 1 && !self_check_without_goal() && defend(n - 1, ply);
    }
    return defend(n, ply);
  }

  // The defender is to move. Direct play: the attacker has n moves left; does it win whatever the
  // defender does? Self and reflex play: the attacker's last move (n counting it) has just been
  // played; the defender must reach the goal now (n = 1) or later.
  bool defend(int n, int ply) {
    if (count_node() || mating_unit_gone()) return false;
    const uint64_t key = table_key(NodeTag::Defend, n);
    if (auto known = table_.probe(key)) return *known;
    bool lost = true;  // the defender loses
    if (spec_.play == Play::Reflex) {
      if (goal_in_one(ply))
        lost = !spec_.exact || n == 1;  // it must reach the goal
      else
        lost = n > 1 && !threat_too_long(n - 1, ply) && defences_lose_within_budget(n, ply);
    } else if (spec_.play == Play::Self) {
      const Forced forced = forced_goal(ply);
      if (forced == Forced::Yes)
        lost = !spec_.exact || n == 1;
      else if (forced == Forced::NoMoves || n == 1)
        lost = false;
      else
        lost = !threat_too_long(n - 1, ply) && defences_lose_within_budget(n, ply);
    } else {
      lost = !threat_too_long(n, ply) && !too_many_flights(n, ply) && defences_lose_within_budget(n, ply);
    }
    if (!stopped()) table_.store(key, lost);
    return lost;
  }

  // Option NonTrivial (SearchSpec::NonTrivial), direct, self and reflex play: the budget for the play below
  // this defender node (defender to move, n as in defend()), or nullopt when the defender has more
  // non-trivial defences than the budget allows. Nodes too near the end pass the budget on unchanged.
  std::optional<int> non_trivial_budget_below(int n, int ply) {
    if (!spec_.non_trivial) return non_trivial_budget_;
    const int trivial_length = spec_.non_trivial->trivial_length;
    // (Popeye's guard acts where more half-moves are to come than 2 * trivial_length + 1: in direct play
    // the attacker's last move ends the play, in self and reflex play the defender's.)
    if (n <= trivial_length + (spec_.play == Play::Direct ? 0 : 1)) return non_trivial_budget_;
    const int allowed = non_trivial_budget_ + 1;
    int count = 0;
    List& moves = list(ply);
    board_.legal_moves(moves);
    for (const MoveT& d : moves) {  // (the test uses the lists of the plies below only)
      board_.play(d);
      const bool trivial = wins_after_defender_move(trivial_length + 1, ply + 1);
      board_.undo();
      if (!trivial && ++count > allowed) return std::nullopt;
    }
    return allowed - count;
  }
  int non_trivial_budget() const { return non_trivial_budget_; }
  void set_non_trivial_budget(int budget) { non_trivial_budget_ = budget; }

  // all_defences_lose under the NonTrivial budget.
  bool defences_lose_within_budget(int n, int ply) {
    if (!spec_.non_trivial) return all_defences_lose(n, ply);
    const std::optional<int> below = non_trivial_budget_below(n, ply);
    if (!below) return false;
    const int saved = non_trivial_budget_;
    non_trivial_budget_ = *below;
    const bool lost = all_defences_lose(n, ply);
    non_trivial_budget_ = saved;
    return lost;
  }

  // Option Threat T (Popeye's rule): the defender, not in check, has defended when the attacker, with
  // `left` moves to come (at least T), would have no threat: passing would not let it win within T.
  bool threat_too_long(int left, int ply) {
    if (!spec_.max_threat_length || left < *spec_.max_threat_length || board_.in_check()) return false;
    board_.play_null();
    const bool threat = attack(*spec_.max_threat_length, ply + 1);
    board_.undo_null();
    return !threat;
  }

  // Option MaxFlightsquares (SearchSpec::max_flights), direct play with n attacker moves to come: has
  // the defender's king more legal moves than allowed?
  bool too_many_flights(int n, int ply) {
    if (!spec_.max_flights || n < 2) return false;
    List& moves = list(ply);
    board_.legal_moves(moves);
    int flights = 0;
    for (const MoveT& m : moves)
      if (board_.moves_king(m) && ++flights > *spec_.max_flights) return true;
    return false;
  }

  // After a defender move (attacker to move): does the attacker still win, n as passed to defend()?
  bool wins_after_defender_move(int n, int ply) {
    if (spec_.play == Play::Direct) return !wrong_side_reached_goal() && attack(n, ply);
    if (spec_.play == Play::Self && goal_reached()) return !spec_.exact;  // an early goal
    return n > 1 && attack(n - 1, ply);
  }

  // Must the defender reach the goal with its move (every legal move does)?
  enum class Forced { Yes, No, NoMoves };
  Forced forced_goal(int ply) {
    List& moves = list(ply);
    if constexpr (requires { board_.count_legal_moves(); }) {
      if (spec_.goal == Goal::Mate) {
        // Every move must mate, so every move must check: counting is enough to see it does not.
        const int count = board_.count_legal_moves();
        if (count == 0) return Forced::NoMoves;
        board_.checking_moves(moves);  // (in the order of legal_moves)
        if (static_cast<int>(moves.size()) < count) return Forced::No;
        for (const MoveT& d : moves)
          if (!board_.checking_move_mates(d)) return Forced::No;
        return Forced::Yes;
      }
    }
    auto reaches_goal = [&](const MoveT& d) {
      board_.play(d);
      const bool reached = goal_reached();
      board_.undo();
      return reached;
    };
    // A counter-mate (##!) is played by a side that stands mated: it has no legal move, and its moves
    // are those that leave its own king in check and reach the goal (Popeye's s##!1; a side not mated
    // cannot reach it, its legal moves below all miss it).
    if constexpr (requires { board_.moves_ignoring_check(moves); })
      if (spec_.goal == Goal::CounterMate && board_.in_check() && board_.immobile()) {
        board_.moves_ignoring_check(moves);
        size_t kept = 0;
        for (size_t i = 0; i < moves.size(); ++i)
          if (reaches_goal(moves[i])) moves[kept++] = moves[i];
        moves.truncate(kept);
        return kept == 0 ? Forced::NoMoves : Forced::Yes;
      }
    if constexpr (requires { board_.each_legal_move(moves, reaches_goal); }) {
      // (Most positions have a move that misses the goal: the legality of the rest is not tested.)
      if (!board_.each_legal_move(moves, reaches_goal)) return Forced::No;
      return moves.empty() ? Forced::NoMoves : Forced::Yes;
    }
    board_.legal_moves(moves);
    if (moves.empty()) return Forced::NoMoves;
    for (const MoveT& d : moves)
      if (!reaches_goal(d)) return Forced::No;
    return Forced::Yes;
  }

  // --- Help play -----------------------------------------------------------------------------------
  // Every line of `plies` moves, alternating, whose last move reaches the goal; calls found(line).
  template <class Found>
  bool help(int plies, int ply, Found&& found) {
    if (count_node()) return false;
    // (The targets within reach here are the candidates of the children; they stop being so on return.)
    struct TargetListScope {
      std::vector<char>& set;
      size_t ply;
      ~TargetListScope() { set[ply] = 0; }
    } target_scope{target_list_set_, static_cast<size_t>(ply)};
    if (!targets_within(plies, ply)) return false;
    if (plies >= 2 && reflex_side_must_reach_goal(ply)) return false;
    if (plies == 1) {
      // (The last move's node is worth remembering only where the goal test is costly.)
      if constexpr (Board::kCostlyGoalTest) {
        const uint64_t key = table_key(NodeTag::Help, 1);
        if (auto known = table_.probe(key); known && !*known) return false;
        const bool any = last_help_move(ply, found);
        if (!stopped()) table_.store(key, any);
        return any;
      }
      return last_help_move(ply, found);
    }
    // The king squares the parent found a mate possible on, if its move can only narrow them.
    const uint64_t mate_squares = mate_squares_[static_cast<size_t>(ply)];
    mate_squares_[static_cast<size_t>(ply)] = ~uint64_t{0};
    // ... and whether it knows a mate is still possible here (its mated side had moves to spare).
    const bool mate_known_possible = mate_known_[static_cast<size_t>(ply)];
    mate_known_[static_cast<size_t>(ply)] = false;
    const uint64_t key = table_key(NodeTag::Help, plies);
    // (A parent that looked this node up before playing its move saw what a probe here would see.)
    const bool probed = probed_[static_cast<size_t>(ply)];
    probed_[static_cast<size_t>(ply)] = false;
    if (!probed) {
      if (auto known = table_.probe(key); known && !*known) return false;
    }
    if (plies == 2 && spec_.reci_goal) {
      const bool any = reciprocal_end(ply, found);
      if (!stopped()) table_.store(key, any);
      return any;
    }
    typename Board::MoveFilter filter{};  // which moves can still lead to the goal (all unless narrowed)
    uint64_t mate_squares_here = 0;       // (for the children: the squares a mate is possible on)
    bool narrows = false;                 // do the children's bounds take them?
    bool roomy = false;                   // the mated side, to move, has two moves to spare
    typename Board::Progress progress;    // the mated side, to move: which of its moves may keep a mate
    if ((spec_.goal == Goal::Mate || stalemate_bound()) && spec_.play == Play::Help &&
        !spec_.help_defence_end && plies >= 2) {
      // The goal side makes the last move; count each side's moves left.
      const bool goal_side_to_move = board_.white_to_move() == spec_.attacker_white;
      const int mating = goal_side_to_move ? (plies + 1) / 2 : plies / 2;
      const int child_mating = goal_side_to_move ? mating - 1 : mating;
      // (The bound's rules get stricter when the mating side's last move is all it has left and the
      // mated side still has two: a parent under them cannot speak for a child that is not.)
      auto still = [](int mated, int mating_moves) { return mating_moves <= 1 && mated >= 2; };
      narrows =
          plies >= 3 && !(still(plies - mating, mating) && !still(plies - 1 - child_mating, child_mating));
      bool possible = true;
      if (mate_known_possible && plies >= 3)
        mate_squares_here = mate_squares;  // (a superset of this node's own)
      else
        possible = plies == 2 ? board_.mate_possible(!spec_.attacker_white, 1, filter, mate_squares)
                              : board_.mate_possible(!spec_.attacker_white, plies - mating, mating,
                                                     mate_squares, narrows ? &mate_squares_here : nullptr,
                                                     narrows && !goal_side_to_move ? &roomy : nullptr,
                                                     narrows && !goal_side_to_move ? &progress : nullptr);
      if (!possible) {
        table_.store(key, false);
        return false;
      }
    }
    List& moves = list(ply);
    board_.legal_moves(moves);
    // The children's table entries are looked up before they are played, and fetched into the cache
    // together first: the table is larger than the cache, and waiting for it was a quarter of a small
    // helpmate's time. (Children with one ply left do not use the table.)
    const bool look_ahead = Board::kPredictsKeys && plies >= 3;
    const uint64_t child_node = node_key(NodeTag::Help, plies - 1);
    std::vector<uint64_t>& child_keys = child_keys_[static_cast<size_t>(ply)];
    if (look_ahead) {
      child_keys.resize(moves.size());
      for (size_t i = 0; i < moves.size(); ++i) {
        child_keys[i] = board_.key_after(moves[i]) ^ child_node;
        table_.prefetch(child_keys[i]);
      }
    }
    const bool shared = ply == shared_ply_ && take_child_;
    bool any = false;
    for (size_t next = 0;; ++next) {
      size_t i = next;
      if (shared) {
        const int taken = take_child_(moves);
        if (taken < 0) break;
        i = static_cast<size_t>(taken);
      } else if (i >= moves.size()) {
        break;
      }
      const MoveT& m = moves[i];
      if (!Board::allows(filter, m) || !board_.may_progress(progress, m)) continue;
      if (look_ahead) {
        if (auto known = table_.probe(child_keys[i]); known && !*known) continue;
        probed_[static_cast<size_t>(ply) + 1] = true;
      }
      if (narrows && Board::narrows_mate_squares(m)) {
        mate_squares_[static_cast<size_t>(ply) + 1] = mate_squares_here;
        mate_known_[static_cast<size_t>(ply) + 1] = roomy && Board::keeps_mate_possible(m);
      }
      board_.play(m);
      // (A shorter solution, or none, or KeepMatingPiece's goal side left with its king: the line stops.)
      if (mating_unit_gone() || help_play_ended(ply + 1)) {
        board_.undo();
        continue;
      }
      line_.push_back(m);
      if (help(plies - 1, ply + 1, found)) any = true;
      line_.pop_back();
      board_.undo();
      if (stopped()) return any;
    }
    if (!shared) table_.store(key, any);
    return any;
  }

  // With help targets: is one of them within each side's moves left here? The parent's list holds every
  // target within reach here (a count drops by at most one a move), so only its targets are counted.
  bool targets_within(int plies, int ply) {
    if (!help_targets_) return true;
    HelpTargets::Codes codes;
    if constexpr (requires { board_.orthodox_codes(codes); }) {
      if (!board_.orthodox_codes(codes)) return true;
      const bool goal_side_to_move = board_.white_to_move() == spec_.attacker_white;
      const int mating = goal_side_to_move ? (plies + 1) / 2 : plies / 2;
      const size_t p = static_cast<size_t>(ply);
      const std::vector<uint32_t>* parent =
          p > 0 && target_list_set_[p - 1] ? &target_lists_[p - 1] : nullptr;
      help_targets_->within(codes, plies - mating, mating, parent, target_lists_[p]);
      target_list_set_[p] = 1;
      return !target_lists_[p].empty();
    }
    return true;
  }

  // The end of reciprocal help play (reci-h): the side to move must have both a help play of one move
  // each whose last reaches the goal, and a move of its own reaching the reciprocal goal; then both
  // are solutions, the help lines first (as Popeye writes them), else neither.
  template <class Found>
  bool reciprocal_end(int ply, Found&& found) {
    using Line = std::vector<MoveT>;
    std::vector<Line> reciprocal;
    {
      const Goal help_goal = spec_.goal;
      spec_.goal = *spec_.reci_goal;  // (the goal tests read the spec's goal)
      record_goal_moves(ply, [&](const Line& line) { reciprocal.push_back(line); });
      spec_.goal = help_goal;
    }
    if (reciprocal.empty()) return false;
    std::vector<Line> help_lines;
    List& moves = list(ply);
    board_.legal_moves(moves);
    for (const MoveT& m : moves) {
      board_.play(m);
      if (!help_play_ended(ply + 1)) {
        line_.push_back(m);
        last_help_move(ply + 1, [&](const Line& line) { help_lines.push_back(line); });
        line_.pop_back();
      }
      board_.undo();
      if (stopped()) return false;
    }
    if (help_lines.empty()) return false;
    for (const Line& line : help_lines) found(line);
    for (const Line& line : reciprocal) found(line);
    return true;
  }

  // The last help move: it reaches the goal (h#), or forces the other side to reach it (hs#), or lets
  // it reach the goal (hr#: each of its goal moves is a line).
  template <class Found>
  bool last_help_move(int ply, Found&& found) {
    if (spec_.help_defence_end)
      return after_each_last_help_move(ply, [&] { return nested_end(ply + 1, found); });
    if (spec_.play == Play::HelpReflex) {
      if (reflex_side_must_reach_goal(ply)) return false;
      return after_each_last_help_move(ply, [&] { return record_goal_moves(ply + 1, found); });
    }
    if (spec_.play != Play::HelpSelf) return record_goal_moves(ply, found);
    // hs#: the last help move must force the other side to reach the goal with every move.
    return after_each_last_help_move(ply, [&] { return record_forced_goal_moves(ply + 1, found); });
  }

  // The end of help play in a nested branch "2da[G]" (SearchSpec::help_defence_end), the defender to
  // move at `ply`: it has a move, and after each of them the goal side has a goal move (Popeye's
  // defender without a move does not lose). The lines are each defence with each goal move after it, or
  // the help play alone where the nested branch is not written.
  template <class Found>
  bool nested_end(int ply, Found&& found) {
    return spec_.help_defence_end->attack_first ? mate_in_two_end(ply, found) : defence_end(ply, found);
  }
  // "3h[3a[#]d]h": the goal side, to move at `ply`, mates in one (its mating moves the lines) or else
  // in two: each key after which the defender has a move and every defence a mate, written with every
  // defence and every mate after it.
  template <class Found>
  bool mate_in_two_end(int ply, Found&& found) {
    using Line = std::vector<MoveT>;
    std::vector<Line> lines;
    record_goal_moves(ply, [&](const Line& line) { lines.push_back(line); });
    if (stopped()) return false;
    if (!lines.empty()) {
      for (const Line& line : lines) found(line);
      return true;
    }
    List& moves = list(ply);
    board_.legal_moves(moves);
    const std::vector<MoveT> keys(moves.begin(), moves.end());
    bool any = false;
    for (const MoveT& k : keys) {
      board_.play(k);
      line_.push_back(k);
      List& replies = list(ply + 1);
      board_.legal_moves(replies);
      const std::vector<MoveT> defences(replies.begin(), replies.end());
      bool refuted = defences.empty();
      std::vector<Line> key_lines;
      for (const MoveT& d : defences) {
        board_.play(d);
        line_.push_back(d);
        const bool mated = record_goal_moves(ply + 2, [&](const Line& line) { key_lines.push_back(line); });
        line_.pop_back();
        board_.undo();
        if (!mated) {
          refuted = true;
          break;
        }
      }
      line_.pop_back();
      board_.undo();
      if (stopped()) return any;
      if (refuted) continue;
      any = true;
      for (const Line& line : key_lines) found(line);
    }
    return any;
  }

  template <class Found>
  bool defence_end(int ply, Found&& found) {
    if (spec_.help_defence_end->not_check && board_.in_check()) return false;
    List& moves = list(ply);
    board_.legal_moves(moves);
    if (moves.empty()) return false;
    const std::vector<MoveT> defences(moves.begin(), moves.end());
    const bool written = spec_.help_defence_end->written;
    std::vector<std::vector<MoveT>> lines;
    for (const MoveT& d : defences) {
      board_.play(d);
      line_.push_back(d);
      const bool answered =
          written ? record_goal_moves(ply + 1, [&](const std::vector<MoveT>& line) { lines.push_back(line); })
                  : goal_in_one(ply + 1);
      line_.pop_back();
      board_.undo();
      if (!answered || stopped()) return false;
    }
    if (!written) {
      found(line_);
      return true;
    }
    for (const std::vector<MoveT>& line : lines) found(line);
    return true;
  }

  // Plays each legal move at `ply` and asks `answers` (the other side's goal moves) after it, unless the
  // mating unit is gone (KeepMatingPiece); true if any move's answer is.
  template <class Answers>
  bool after_each_last_help_move(int ply, Answers&& answers) {
    List& moves = list(ply);
    board_.legal_moves(moves);
    bool any = false;
    for (const MoveT& m : moves) {
      board_.play(m);
      line_.push_back(m);
      if (!mating_unit_gone() && answers()) any = true;
      line_.pop_back();
      board_.undo();
    }
    return any;
  }

  // --- Series play ---------------------------------------------------------------------------------
  // The series side plays `moves` moves in a row (none but the last may give check), then: direct
  // goal reached by its last move; help: the other side reaches the goal in one; self: the other side
  // must reach the goal with every move; reflex: the other side can reach it (and must).
  template <class Found>
  bool series(int moves_left, int ply, Found&& found) {
    if (count_node()) return false;
    // (The guide's count is cheaper than the table's memory access: it goes first, and what it rules
    // out is not stored.)
    if (guide_) {
      if (moves_left > 1) guide_->prune(moves_left);
      if (guide_->needed() > moves_left) return false;
    }
    const uint64_t key = table_key(NodeTag::Series, moves_left);
    // (The last move's node is worth remembering only where the goal test is costly.)
    const bool remembered = moves_left > 1 || Board::kCostlyGoalTest;
    if (remembered) {
      if (auto known = table_.probe(key); known && !*known) return false;
    }
    typename Board::MoveFilter filter{};  // which moves can still lead to the goal (all unless narrowed)
    // (Parries give the other side moves the bound does not count.)
    if ((spec_.goal == Goal::Mate || stalemate_bound()) &&
        (spec_.play == Play::Help || spec_.play == Play::Direct) && !spec_.parry &&
        (!guide_ || moves_left == 1)) {
      // ser-h#: the series side is mated after its moves and one of the other side's; ser-#: the
      // other side is mated without moving.
      const bool series_white = board_.white_to_move();
      const bool possible = spec_.play == Play::Help
                                ? (moves_left == 1 ? board_.mate_possible(series_white, 1, filter)
                                                   : board_.mate_possible(series_white, moves_left, 1))
                                : board_.mate_possible(!series_white, 0, moves_left);
      if (!possible) {
        if (remembered) table_.store(key, false);
        return false;
      }
    }
    // ser-r: before each of its moves the series side that can reach the goal itself must (Popeye's
    // "?!?"): no series goes on from here.
    if (spec_.play == Play::Reflex && !spec_.semi_reflex && goal_in_one(ply)) {
      if (remembered) table_.store(key, false);
      return false;
    }
    List& moves = list(ply);
    bool any = false;
    if (moves_left == 1 && spec_.reci_goal) {  // ser-reci-h: the series' last move ends it both ways
      any = reciprocal_end(ply, found);
      if (remembered && !stopped()) table_.store(key, any);
      return any;
    }
    if (moves_left == 1) {
      // ser-#: only the moves that can reach the goal; other series end after the other side's move.
      const bool direct = spec_.play == Play::Direct;
      bool checks = false;
      if (direct)
        checks = goal_candidates(moves);
      else
        board_.legal_moves(moves);
      const auto info = direct && !checks ? board_.check_info() : typename Board::CheckInfo{};
      for (const MoveT& m : moves) {
        if (direct && !checks && !may_reach_goal(m, info)) continue;
        if (!Board::allows(filter, m) || !first_move_allowed(ply, m)) continue;
        guide_play(m, 0);
        const bool on_target = !guide_ || guide_->needed() == 0;
        guide_undo();
        if (!on_target) continue;
        board_.play(m);
        line_.push_back(m);
        if (finish_series(ply + 1, found)) any = true;
        line_.pop_back();
        board_.undo();
        if (stopped()) return any;
      }
      if (remembered) table_.store(key, any);
      return any;
    }
    board_.legal_moves(moves);
    for (const MoveT& m : moves) {
      if (!first_move_allowed(ply, m)) continue;
      guide_play(m, moves_left - 1);
      if (guide_ && guide_->needed() > moves_left - 1) {  // (before the board's move, which costs more)
        guide_undo();
        continue;
      }
      board_.play(m);
      if (spec_.parry && board_.in_check()) {
        if (parried_series(m, moves_left, ply, found)) any = true;
      } else if (!board_.in_check() && !series_play_ended(ply + 1)) {
        if constexpr (requires { board_.play_series_pass(); })
          board_.play_series_pass();
        else
          board_.play_null(/*series_pass=*/true);
        line_.push_back(m);
        if (series(moves_left - 1, ply + 1, found)) any = true;
        line_.pop_back();
        board_.undo_null();
      }
      board_.undo();
      guide_undo();
      if (stopped()) return any;
    }
    table_.store(key, any);
    return any;
  }

  // Parry series, pser-h: the series move `m` (played, `moves_left` counting it, more to come) checks;
  // the other side parries with each of its moves (help moves), each parry that leads on giving its own
  // lines, and the series goes on.
  template <class Found>
  bool parried_series(const MoveT& m, int moves_left, int ply, Found&& found) {
    List& list_here = list(ply + 1);
    board_.legal_moves(list_here);
    const std::vector<MoveT> parries(list_here.begin(), list_here.end());
    if (parries.empty()) return false;  // (mate or stalemate: a shorter play, or none)
    bool any = false;
    line_.push_back(m);
    for (const MoveT& d : parries) {
      board_.play(d);
      line_.push_back(d);
      if (series(moves_left - 1, ply + 2, found)) any = true;
      line_.pop_back();
      board_.undo();
      if (stopped()) break;
    }
    line_.pop_back();
    return any;
  }

  // --- Parry series, direct (pser-) -------------------------------------------------------------------
  // Popeye plays pser- as battle play: the series side attacks; the other side passes, but when in
  // check it must parry, and every parry is a defence. Can the series side (to move) reach the goal
  // within n of its moves?
  bool parry_wins(int n, int ply) {
    if (n < 1 || count_node()) return false;
    const uint64_t key = table_key(NodeTag::ParrySeries, n);
    if (auto known = table_.probe(key)) return *known;
    List& moves = list(ply);
    board_.legal_moves(moves);
    bool won = false;
    for (const MoveT& m : moves) {
      board_.play(m);
      const bool w = parry_move_wins(n, ply + 1);
      board_.undo();
      if (w) {
        won = true;
        break;
      }
      if (stopped()) return false;
    }
    if (!stopped()) table_.store(key, won);
    return won;
  }
  // After a series move (n counting it): has it reached the goal, or does the series side win within
  // n - 1 more after the other side's pass, or after each of its parries when in check?
  bool parry_move_wins(int n, int ply) {
    if (goal_reached()) return true;
    if (n == 1) return false;
    if (!board_.in_check()) {
      pass_series();
      const bool w = parry_wins(n - 1, ply);
      board_.undo_null();
      return w;
    }
    List& parries = list(ply);
    board_.legal_moves(parries);
    if (parries.empty()) return false;
    for (const MoveT& d : parries) {
      board_.play(d);
      const bool w = parry_wins(n - 1, ply + 1);
      board_.undo();
      if (!w || stopped()) return false;
    }
    return true;
  }
  // The lines Popeye writes for pser-, each passed to found(line): at the root (`root`) every first
  // move that wins within n, below it (after a pass or a parry) the moves that win in the fewest moves
  // there, each followed by its continuations so, and after a check every parry.
  template <class Found>
  void parry_lines(int n, int ply, bool root, Found&& found) {
    int least = root ? n : 0;
    for (int l = 1; !root && l <= n && least == 0; ++l)
      if (parry_wins(l, ply)) least = l;
    if (least == 0) return;
    List& list_here = list(ply);
    board_.legal_moves(list_here);
    const std::vector<MoveT> moves(list_here.begin(), list_here.end());
    for (const MoveT& m : moves) {
      if (!first_move_allowed(ply, m)) continue;
      board_.play(m);
      if (parry_move_wins(least, ply + 1)) {
        line_.push_back(m);
        parry_continuations(least, ply + 1, found);
        line_.pop_back();
      }
      board_.undo();
      if (stopped()) return;
    }
  }
  // After a series move that wins within n (n counting it): the line ends with it, or goes on after
  // the pass or after each parry.
  template <class Found>
  void parry_continuations(int n, int ply, Found&& found) {
    if (goal_reached()) {
      found(line_);
      return;
    }
    if (!board_.in_check()) {
      pass_series();
      parry_lines(n - 1, ply, false, found);
      board_.undo_null();
      return;
    }
    List& list_here = list(ply);
    board_.legal_moves(list_here);
    const std::vector<MoveT> parries(list_here.begin(), list_here.end());
    for (const MoveT& d : parries) {
      board_.play(d);
      line_.push_back(d);
      parry_lines(n - 1, ply + 1, false, found);
      line_.pop_back();
      board_.undo();
      if (stopped()) return;
    }
  }
  // The other side passes between two series moves (undone with undo_null).
  void pass_series() {
    if constexpr (requires { board_.play_series_pass(); })
      board_.play_series_pass();
    else
      board_.play_null(/*series_pass=*/true);
  }

  // Popeye does not play on from a position where the play has ended, in help and series play alike:
  // the line stops there (it is a shorter solution, or none). These tell it after a move that is not
  // the last (the other side to move at `ply`).
  // Help play: the goal side's move has reached the goal (hx2: 1.a5-a4 Rxa4 is an hx1, it does not go
  // on), or in help-self play the attacker's move forces the other side to reach it. The goals that
  // leave the other side no move end the play by themselves.
  bool help_play_ended(int ply) {
    if (spec_.help_defence_end) return false;  // (the goal is the nested branch's only)
    const bool goal_side_moved = board_.white_to_move() != spec_.attacker_white;
    if (!goal_side_moved) return spec_.play == Play::Help && wrong_side_reached_goal();
    if (spec_.play == Play::HelpSelf) return forced_goal(ply) == Forced::Yes;
    if (spec_.play == Play::HelpReflex) return goal_in_one(ply);
    return spec_.play == Play::Help && goal_may_be_played_on(spec_.goal) && goal_reached();
  }
  // hr# (Popeye's reflex rule in help play): the side whose last help move lets the other side reach
  // the goal, to move here, can reach the goal itself (for the other side: a mate of it), and must, so
  // no line goes on from here.
  bool reflex_side_must_reach_goal(int ply) {
    return spec_.play == Play::HelpReflex && board_.white_to_move() == spec_.attacker_white &&
           goal_in_one(ply);
  }
  // Series play (the series side has just moved, the other side to move): ser-x the goal reached (not a
  // stalemate),
  // ser-s the other side forced to reach it, ser-r the other side able to reach it (and bound to).
  bool series_play_ended(int ply) {
    switch (spec_.play) {
      case Play::Direct:
        // (A mate checks: never an intermediate move. A stalemate does not end a series: the other
        // side only passes, and Popeye plays on, ser-=2 1.Qc7 2.Qb6.)
        return goal_may_be_played_on(spec_.goal) && goal_reached();
      case Play::Self:
        return forced_goal(ply) == Forced::Yes;
      case Play::Reflex:
        return goal_in_one(ply);
      default:
        return false;
    }
  }
  // Option GoalIsEnd: after a move of the side that is not to reach the goal (the defender in direct
  // play, the attacker in self play, the side not making the last move in help play), has that move
  // reached the goal for its own side? (The goals follow the side that moved.)
  bool wrong_side_reached_goal() { return spec_.goal_is_end && goal_reached(); }
  // Option KeepMatingPiece: has the side that is to reach the goal no unit left besides its king(s)?
  bool mating_unit_gone() {
    if (!spec_.keep_mating_piece) return false;
    const bool goal_side_is_attacker = spec_.play == Play::Direct || spec_.play == Play::Help;
    return !board_.has_unit_besides_king(goal_side_is_attacker == spec_.attacker_white);
  }
  static bool goal_may_be_played_on(Goal goal) {
    return goal != Goal::Mate && goal != Goal::Stalemate && goal != Goal::DoubleStalemate &&
           goal != Goal::MateOrStalemate;
  }

  // Every move of the side to move that reaches the goal, each in turn appended to the line: found(line).
  template <class Found>
  bool record_goal_moves(int ply, Found&& found) {
    List& moves = list(ply);
    if constexpr (requires { board_.cheap_gives_check(); }) {
      // Where the legality and check tests play the move, a goal other than a check is tested in the
      // same play (the goals with their own candidates aside).
      const Goal goal = spec_.goal;
      if (!board_.cheap_gives_check() && goal != Goal::Mate && goal != Goal::Check &&
          !goal_checks_own_king(goal)) {
        bool any = false;
        board_.each_legal_move_played(moves, [&](const MoveT& m) {
          if (!goal_reached()) return true;
          line_.push_back(m);
          found(line_);
          line_.pop_back();
          any = true;
          return !stopped();  // (MaxSolutions, as below)
        });
        return any;
      }
    }
    const bool checks = goal_candidates(moves);
    const auto info = checks ? typename Board::CheckInfo{} : board_.check_info();  // needed unless checks
    bool any = false;
    auto reaches_goal = [&](const MoveT& m) {
      if constexpr (requires { board_.checking_move_mates(m); })
        if (checks && spec_.goal == Goal::Mate) return board_.checking_move_mates(m);  // (a lighter test)
      board_.play(m);
      const bool reached = goal_reached();
      board_.undo();
      return reached;
    };
    for (const MoveT& m : moves) {
      if (!checks && !may_reach_goal(m, info)) continue;
      if (reaches_goal(m)) {
        line_.push_back(m);
        found(line_);
        line_.pop_back();
        any = true;
        // MaxSolutions (or an interrupt) stops here too: two mates from one position must not make n + 1.
        if (stopped()) break;
      }
    }
    return any;
  }
  // Self play's forced end: when every move of the side to move reaches the goal, each in turn appended
  // to the line: found(line).
  template <class Found>
  bool record_forced_goal_moves(int ply, Found&& found) {
    if (forced_goal(ply) != Forced::Yes) return false;
    for (const MoveT& m : list(ply)) {  // forced_goal left the moves there
      line_.push_back(m);
      found(line_);
      line_.pop_back();
    }
    return true;
  }

  std::vector<MoveT>& line() { return line_; }
  // Move lists are made when a ply first needs one (a general move list is 12 KB).
  List& list(int ply) {
    auto& slot = lists_[static_cast<size_t>(ply)];
    if (!slot) slot = std::make_unique<List>();
    return *slot;
  }
  static constexpr int kMaxPly = 400;

 private:
  // h=, ser-h= and ser-=: the mate bound asks for a stalemate's flights (MateBound::set_stalemate), a
  // lower bound for it too. (Not with a reciprocal goal.)
  bool stalemate_bound() const { return spec_.goal == Goal::Stalemate && !spec_.reci_goal; }
  template <class Found>
  bool finish_series(int ply, Found&& found) {
    switch (spec_.play) {
      case Play::Direct:
        if (!goal_reached()) return false;
        found(line_);
        return true;
      case Play::Help:
      case Play::Reflex:  // the other side must reach the goal when it can: its goal moves
        return record_goal_moves(ply, found);
      case Play::Self:
        return record_forced_goal_moves(ply, found);
      default:
        return false;
    }
  }

  bool all_defences_lose(int n, int ply) {
    List& moves = list(ply);
    board_.legal_moves(moves);
    if (moves.empty()) return false;
    killer_first(moves, ply);
    for (const MoveT& d : moves) {
      board_.play(d);
      const bool w = wins_after_defender_move(n, ply + 1);
      board_.undo();
      if (!w) {
        killers_[static_cast<size_t>(ply)] = d;
        return false;
      }
      if (stopped()) return false;
    }
    return true;
  }

  void guide_play(const MoveT& m, int moves_left) {
    if constexpr (std::is_same_v<MoveT, bitboard::FastMove>)
      if (guide_) guide_->play(m, moves_left);
  }
  void guide_undo() {
    if constexpr (std::is_same_v<MoveT, bitboard::FastMove>)
      if (guide_) guide_->undo();
  }

  // Counts a node; every poll_interval nodes polls the clock, the interrupt and the position budget.
  // True when the search must stop.
  bool count_node() {
    if (++local_nodes_ == control_.poll_interval) {
      control_.nodes.fetch_add(local_nodes_, std::memory_order_relaxed);
      local_nodes_ = 0;
      control_.poll();
    }
    return control_.stopped();
  }

  // (Under NonTrivial a node's answer depends on the budget left: it is part of the key.)
  uint64_t table_key(NodeTag tag, int n) const {
    const uint64_t budget =
        spec_.non_trivial ? zobrist::mix(0xB0D6E7000ull + static_cast<uint64_t>(non_trivial_budget_)) : 0;
    return board_.key() ^ node_key(tag, n) ^ budget;
  }
  uint64_t node_key(NodeTag tag, int n) const {
    return zobrist::mix(0x9000000ull + (static_cast<uint64_t>(tag) << 16) +
                        (static_cast<uint64_t>(spec_.play) << 12) + (static_cast<uint64_t>(spec_.goal) << 9) +
                        (static_cast<uint64_t>(spec_.exact) << 8) +
                        (static_cast<uint64_t>(spec_.semi_reflex) << 7) +
                        (spec_.reci_goal ? (static_cast<uint64_t>(*spec_.reci_goal) + 1) << 24 : 0) +
                        static_cast<uint64_t>(n));
  }
  // Checking moves first: mates are found sooner and the defence has fewer replies.
  void order_checks_first(List& moves) {
    size_t front = 0;
    const auto info = board_.check_info();
    for (size_t i = 0; i < moves.size(); ++i) {
      bool check;
      if constexpr (Board::kCheapGivesCheck) {
        check = board_.gives_check(moves[i], info);
      } else {
        board_.play(moves[i]);
        check = board_.in_check();
        board_.undo();
      }
      if (check) std::swap(moves[front++], moves[i]);
    }
  }
  // The last refutation found at this ply is tried first.
  void killer_first(List& moves, int ply) {
    const MoveT& killer = killers_[static_cast<size_t>(ply)];
    for (size_t i = 1; i < moves.size(); ++i)
      if (moves[i] == killer) {
        std::swap(moves[0], moves[i]);
        return;
      }
  }

  Board board_;
  SearchSpec spec_;
  SolverTable& table_;
  SearchControl& control_;
  std::vector<std::unique_ptr<List>> lists_;
  std::vector<MoveT> killers_;
  std::vector<uint64_t> mate_squares_;             // per ply: king squares passed down by help play's parent
  std::vector<std::vector<uint64_t>> child_keys_;  // per ply: the table keys of help play's children
  std::vector<bool> mate_known_;                   // per ply: the parent knows a mate is possible here
  std::vector<bool> probed_;  // per ply: the parent has looked the node up in the table already
  std::vector<MoveT> line_;
  SeriesGuide* guide_ = nullptr;
  const HelpTargets* help_targets_ = nullptr;
  std::vector<std::vector<uint32_t>> target_lists_;  // per ply: the targets within reach there
  std::vector<char> target_list_set_;  // per ply: target_lists_ is that of the node being searched
  int non_trivial_budget_ = 0;         // Option NonTrivial: extra non-trivial defences still granted
  std::optional<std::vector<MoveT>> first_moves_;  // series play: the first moves allowed (all: nullopt)
  int shared_ply_ = -1;                            // see share_children
  std::function<int(const List&)> take_child_;
  uint64_t local_nodes_ = 0;  // since the last poll
};

}  // namespace nightrider::solver
