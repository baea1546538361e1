#include "search/engine.h"

#include <algorithm>
#include <bitset>
#include <chrono>
#include <cmath>
#include <cstring>
#include <mutex>
#include <random>
#include <thread>

#include "search/antiking_search_board.h"
#include "search/chess_search_board.h"
#include "search/general_search_board.h"
#include "search/magnetic_search_board.h"
#include "search/rococo_search_board.h"
#include "search/time_manager.h"
#include "search/transposition.h"

namespace nightrider {

int mate_in_moves(int score) {
  if (score >= kMateBound) return (kMateScore - score + 1) / 2;
  if (score <= -kMateBound) return -(kMateScore + score) / 2;
  return 0;
}

namespace {

using Clock = std::chrono::steady_clock;
constexpr int kInfinity = kMateScore + 1;
constexpr int kQuiescenceDepth = 16;            // plies of captures at most
constexpr int kQuiescenceDepthKingCapture = 4;  // the same where kings are captured

// Late-move reductions by depth and move number, computed once per engine.
struct ReductionTable {
  int value[64][64];
  ReductionTable() {
    for (int d = 0; d < 64; ++d)
      for (int n = 0; n < 64; ++n)
        value[d][n] = (d == 0 || n == 0) ? 0 : static_cast<int>(0.6 + std::log(d) * std::log(n) / 2.2);
  }
};

// What all threads of one search share.
struct SharedSearch {
  const Evaluator* evaluator = nullptr;
  TranspositionTable* table = nullptr;
  const ReductionTable* reductions = nullptr;
  std::atomic<bool> stop{false};
  SearchLimits limits;
  TimeManager time;
  int multipv = 1;
  bool canonical_move_order = false;  // EngineOptions::canonical_move_order
  std::vector<std::atomic<uint64_t>*> node_counters;
  uint64_t total_nodes() const {
    uint64_t n = 0;
    for (const auto* c : node_counters) n += c->load(std::memory_order_relaxed);
    return n;
  }
};

// Ordering keys of one node's moves, beside its MoveList (no allocation per node).
using MoveKeys = std::array<int, MoveList::kCapacity>;

struct RootMove {
  Move move;
  int score = -kInfinity;
  int previous_score = -kInfinity;
  std::vector<Move> pv;
};

// One thread's search, on a board of type Board: GeneralSearchBoard (any rule set) or a fast board with
// its interface (general_search_board.h). The algorithm is this one class for every board.
template <class Board>
class Worker {
 public:
  // `history` is the engine's buffer for this thread, kept from search to search: what the searches of a
  // game learnt about quiet moves orders the next one's (a new game zeroes it, Engine::new_game).
  Worker(SharedSearch& shared, Board board, int id, std::vector<int>& history)
      : shared_(shared), eval_(*shared.evaluator), board_(std::move(board)), id_(id), history_(history) {
    if (history_.size() != 2 * Square::kIndexSpace * Square::kIndexSpace)
      history_.assign(2 * Square::kIndexSpace * Square::kIndexSpace, 0);
    for (auto& k : killers_) k[0] = k[1] = Move{};
    royal_capture_ = board_.royal_capture();
    check_hint_.fill(-1);
  }

  std::atomic<uint64_t> nodes{0};
  std::vector<RootMove> root_moves;
  int completed_depth = 0;
  int seldepth = 0;

  void prepare_root_moves() {
    MoveList moves;
    board_.legal_moves(moves);
    if (shared_.canonical_move_order) sort_canonically(moves);
    root_moves.clear();
    // Ordered as any node's moves, so that even a first iteration cut short by the clock answers the
    // best-looking move (a capture of the king first), not the first one generated.
    MoveKeys keys;
    score_moves(moves, keys, Move{}, 0);
    for (size_t i = 0; i < moves.size(); ++i) {
      pick(moves, keys, i, 0);
      root_moves.push_back(RootMove{moves[i], -kInfinity, -kInfinity, {moves[i]}});
    }
  }

  // Iterative deepening; thread 0 reports and keeps time.
  void iterate(const std::function<void(const SearchInfo&)>& on_info, const Clock::time_point start) {
    const int max_depth =
        shared_.limits.depth > 0 ? std::min(shared_.limits.depth, kMaxPly - 8) : kMaxPly - 8;
    const int lines = std::min<int>(shared_.multipv, static_cast<int>(root_moves.size()));
    for (int depth = 1 + (id_ % 2); depth <= max_depth; ++depth) {
      for (RootMove& rm : root_moves) rm.previous_score = rm.score;
      for (int line = 0; line < lines; ++line) {
        seldepth = 0;
        int alpha = -kInfinity, beta = kInfinity, delta = 30;
        const int prev = root_moves[line].previous_score;
        if (depth >= 4 && lines == 1 && prev > -kInfinity && !is_mate_score(prev)) {
          alpha = std::max(prev - delta, -kInfinity);
          beta = std::min(prev + delta, kInfinity);
        }
        while (true) {
          const int score = search_root(depth, alpha, beta, line);
          if (stopped()) break;
          if (score <= alpha) {
            beta = (alpha + beta) / 2;
            alpha = std::max(score - delta, -kInfinity);
          } else if (score >= beta) {
            beta = std::min(score + delta, kInfinity);
          } else {
            break;
          }
          delta += delta / 2 + 10;
        }
        // Sort the lines found so far: stable, so an interrupted iteration keeps the earlier order.
        std::stable_sort(root_moves.begin() + line, root_moves.end(),
                         [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
        if (stopped()) break;
        if (id_ == 0 && on_info) report(on_info, start, depth, line);
      }
      if (stopped()) break;
      completed_depth = depth;
      if (id_ == 0) {
        // A forced result found: deeper search cannot change it (unless MultiPV asks for more lines).
        if (!shared_.limits.infinite && is_mate_score(root_moves[0].score) && lines == 1 &&
            depth >= 2 * std::abs(mate_in_moves(root_moves[0].score)) + 1 && shared_.limits.depth == 0)
          break;
        if (shared_.time.should_not_start_iteration()) break;
        if (root_moves.size() == 1 && shared_.time.limited() && depth >= 4) break;  // only one move
      }
    }
  }

 private:
  SharedSearch& shared_;
  const Evaluator& eval_;  // piece values (the board evaluates)
  Board board_;
  int id_;
  bool royal_capture_ = false;
  int root_depth_ = 1;
  std::vector<int>& history_;
  std::array<std::array<Move, 2>, kMaxPly + 1> killers_;
  std::array<std::array<Move, kMaxPly + 1>, kMaxPly + 1> pv_;
  std::array<int, kMaxPly + 1> pv_length_{};
  std::array<int, kMaxPly + 2> check_hint_;
  using SeePending = std::bitset<MoveList::kCapacity>;
  std::array<SeePending, kMaxPly + 2> see_pending_;  // per ply: captures whose exchange is still to see  //
                                                     // set by a parent that knows the child's check state

  // The moves to try at a node. In the canonical order of the tests, the legal moves only: a board's
  // pseudo-legal extras would change the order in which pick() leaves equal keys.
  void generate(MoveList& moves) {
    if (!shared_.canonical_move_order) return board_.generate(moves);
    board_.legal_moves(moves);
    sort_canonically(moves);
  }

  // The captures and promotions among them, in the same order.
  void generate_tactical(MoveList& moves) {
    if (!shared_.canonical_move_order) return board_.generate_tactical(moves);
    generate(moves);
    size_t kept = 0;
    for (size_t i = 0; i < moves.size(); ++i)
      if (moves[i].is_capture() || moves[i].promotion != PieceKind::None) moves[kept++] = moves[i];
    moves.truncate(kept);
  }

  // Move's operator== field by field, as one word: a move is eight one-byte fields without padding.
  static bool same_move(const Move& a, const Move& b) {
    uint64_t x, y;
    std::memcpy(&x, &a, sizeof x);
    std::memcpy(&y, &b, sizeof y);
    return x == y;
  }

  static void sort_canonically(MoveList& moves) {
    auto bytes = [](const Move& m) {
      uint64_t b;
      std::memcpy(&b, &m, sizeof b);
      return b;
    };
    std::sort(moves.begin(), moves.end(), [&](const Move& a, const Move& b) { return bytes(a) < bytes(b); });
  }

  bool stopped() const { return shared_.stop.load(std::memory_order_relaxed); }

  void count_node() {
    const uint64_t n = nodes.fetch_add(1, std::memory_order_relaxed) + 1;
    if (id_ != 0) return;
    // With one thread the node limit is exact (`go nodes 1500` stops at 1500, not at the next multiple
    // of 1024): fixed-node matches between builds of different speed give node odds as asked.
    if (shared_.limits.nodes && shared_.node_counters.size() == 1 && n >= shared_.limits.nodes)
      shared_.stop = true;
    if ((n & 1023) != 0) return;
    if (shared_.limits.nodes && shared_.total_nodes() >= shared_.limits.nodes) shared_.stop = true;
    if (shared_.time.out_of_time()) shared_.stop = true;
  }

  void report(const std::function<void(const SearchInfo&)>& on_info, Clock::time_point start, int depth,
              int line) {
    SearchInfo info;
    info.depth = depth;
    info.seldepth = std::max(seldepth, depth);
    info.multipv = line + 1;
    info.score = root_moves[line].score;
    info.nodes = shared_.total_nodes();
    info.time_ms = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
    info.nps = info.time_ms > 0 ? info.nodes * 1000 / static_cast<uint64_t>(info.time_ms) : info.nodes * 1000;
    info.hashfull = shared_.table->hashfull();
    info.pv = root_moves[line].pv;
    on_info(info);
  }

  int history_index(Colour side, const Move& m) const {
    return (index_of(side) & 1) * Square::kIndexSpace * Square::kIndexSpace +
           m.from.index() * Square::kIndexSpace + m.to.index();
  }

  // Ordering keys: table move, winning captures and promotions, killers, history, losing captures.
  void score_moves(const MoveList& moves, MoveKeys& keys, const Move& table_move, int ply) {
    const Colour side = board_.side_to_move();
    SeePending& pending = see_pending_[static_cast<size_t>(ply)];
    pending.reset();
    for (size_t i = 0; i < moves.size(); ++i) {
      const Move& m = moves[i];
      int key;
      if (same_move(m, table_move)) {
        key = 1 << 30;
      } else if (m.is_capture() || m.promotion != PieceKind::None) {
        const int gain = (m.is_capture() ? board_.capture_gain(m) : 0) +
                         (m.promotion != PieceKind::None ? eval_.piece_value(m.promotion) : 0);
        const int attacker = eval_.piece_value(board_.kind_at(m.from));
        key = gain >= 0 ? (1 << 28) + gain * 16 - attacker / 16 : -(1 << 20) + gain;
        // A capture by a more valuable unit may lose material: the static exchange decides (where it
        // has a meaning) when the move's turn comes (next_move), and a losing one goes after the quiet
        // moves (and is skipped at rest). An undefended victim is taken for free, so the exchange is
        // played out only when the destination is attacked by the other side before the capture.
        if (gain >= 0 && attacker > gain && m.promotion == PieceKind::None && m.kind == MoveKind::Normal &&
            !carries_unit(m) && !royal_capture_ && !board_.has_obligations())
          pending.set(i);
      } else if (same_move(m, killers_[ply][0])) {
        key = (1 << 27) + 1;
      } else if (same_move(m, killers_[ply][1])) {
        key = 1 << 27;
      } else {
        key = history_[history_index(side, m)];
      }
      keys[i] = key;
    }
  }

  static constexpr int kHistoryMax = 16384;
  static void update_history(int& h, int bonus) { h += bonus - h * std::abs(bonus) / kHistoryMax; }

  // Brings the best remaining move to place i. A capture whose static exchange is pending gets it
  // now: a losing one takes its place among the losing captures, and the choice is made again.
  void pick(MoveList& moves, MoveKeys& keys, size_t i, int ply) {
    SeePending& pending = see_pending_[static_cast<size_t>(ply)];
    while (true) {
      size_t best = i;
      for (size_t j = i + 1; j < moves.size(); ++j)
        if (keys[j] > keys[best]) best = j;
      if (best != i) {
        std::swap(moves[i], moves[best]);
        std::swap(keys[i], keys[best]);
        const bool a = pending.test(i), b = pending.test(best);
        pending.set(i, b);
        pending.set(best, a);
      }
      if (!pending.test(i)) return;
      pending.reset(i);
      if (!board_.attacked_by_opponent(moves[i].to)) return;
      const std::optional<int> exchange = board_.static_exchange(moves[i]);
      if (!exchange || *exchange >= 0) return;
      keys[i] = -(1 << 20) + *exchange;
    }
  }

  // Score of a position the rules have ended (king captured …) for the side to move, or nullopt.
  std::optional<int> rule_end_score(int ply) const {
    const auto o = board_.rule_end();
    if (!o) return std::nullopt;
    if (o->result == Result::Draw) return 0;
    const bool white_won = o->result == Result::WhiteWins;
    const bool we_won = white_won == (board_.side_to_move() == Colour::White);
    return we_won ? kMateScore - ply : -(kMateScore - ply);
  }

  bool is_draw_by_rule() const {
    if (board_.halfmove_clock() >= 100) return true;
    const size_t reach =
        std::min<size_t>(board_.moves_played(), static_cast<size_t>(board_.halfmove_clock()));
    for (size_t k = 4; k <= reach; k += 2)
      if (board_.key_before(k) == board_.key()) return true;
    return false;
  }

  // In check, or (where kings are captured) with the king attacked: standing pat is not safe.
  bool threatened(bool in_check) const {
    if (in_check || !royal_capture_) return in_check;
    return board_.king_attacked();
  }

  static int to_table(int score, int ply) {
    if (score >= kMateBound) return score + ply;
    if (score <= -kMateBound) return score - ply;
    return score;
  }
  static int from_table(int score, int ply) {
    if (score >= kMateBound) return score - ply;
    if (score <= -kMateBound) return score + ply;
    return score;
  }

  // The child's score from our point of view: negated when the turn passed (a series or double move
  // keeps it).
  // `gives_check`: whether the side to move in the child is in check (known from the move's loop).
  int child(int alpha, int beta, int depth, int ply, Colour mover, bool pv_node, bool gives_check) {
    check_hint_[ply] = gives_check ? 1 : 0;
    if (board_.side_to_move() == mover) return search(alpha, beta, depth, ply, pv_node);
    return -search(-beta, -alpha, depth, ply, pv_node);
  }

  int search_root(int depth, int alpha, int beta, int first_line) {
    root_depth_ = depth;
    const Colour mover = board_.side_to_move();
    int best = -kInfinity;
    pv_length_[0] = 0;
    for (size_t i = static_cast<size_t>(first_line); i < root_moves.size(); ++i) {
      RootMove& rm = root_moves[i];
      board_.play(rm.move);
      count_node();
      const bool gives_check = board_.in_check();
      const int new_depth = depth - 1 + (gives_check ? 1 : 0);
      int score;
      if (i == static_cast<size_t>(first_line)) {
        score = child(alpha, beta, new_depth, 1, mover, true, gives_check);
      } else {
        score = child(alpha, alpha + 1, new_depth, 1, mover, false, gives_check);
        if (score > alpha && score < beta && !stopped())
          score = child(alpha, beta, new_depth, 1, mover, true, gives_check);
      }
      board_.undo();
      if (stopped()) return best;
      if (score > best || i == static_cast<size_t>(first_line)) {
        // A move that fails low keeps -infinity so that the previous order decides among them.
        if (score > alpha || i == static_cast<size_t>(first_line)) {
          rm.score = score;
          rm.pv.assign(1, rm.move);
          for (int j = 0; j < pv_length_[1]; ++j) rm.pv.push_back(pv_[1][j]);
        }
        best = std::max(best, score);
      }
      if (score <= alpha && i != static_cast<size_t>(first_line)) rm.score = -kInfinity;
      if (score > alpha) {
        alpha = score;
        if (alpha >= beta) break;
        // Keep the new best at the front of the lines still to be searched.
        std::rotate(root_moves.begin() + first_line, root_moves.begin() + static_cast<long>(i),
                    root_moves.begin() + static_cast<long>(i) + 1);
      }
    }
    return best;
  }

  int search(int alpha, int beta, int depth, int ply, bool pv_node) {
    pv_length_[ply] = 0;
    const int check_hint = check_hint_[ply];
    check_hint_[ply] = -1;
    if (ply >= kMaxPly - 1) return board_.evaluate();
    if (auto end = rule_end_score(ply)) return *end;
    if (is_draw_by_rule()) return 0;
    // Mate distance: no score can beat a win at this ply.
    alpha = std::max(alpha, -(kMateScore - ply));
    beta = std::min(beta, kMateScore - ply - 1);
    if (alpha >= beta) return alpha;

    const Colour side = board_.side_to_move();
    const bool in_check = check_hint >= 0 ? check_hint != 0 : board_.in_check();
    const bool danger = threatened(in_check);
    if (depth <= 0) return quiescence(alpha, beta, ply, 0, in_check);

    count_node();
    if (stopped()) return 0;
    seldepth = std::max(seldepth, ply);

    const uint64_t key = board_.key();
    const auto entry = shared_.table->probe(key);
    Move table_move{};
    if (entry) {
      table_move = entry->move;
      const int table_score = from_table(entry->score, ply);
      if (!pv_node && entry->depth >= depth &&
          (entry->bound == Bound::Exact || (entry->bound == Bound::Lower && table_score >= beta) ||
           (entry->bound == Bound::Upper && table_score <= alpha)))
        return table_score;
    }

    const int static_eval = danger ? -kInfinity : (entry ? entry->eval : board_.evaluate());

    if (!pv_node && !danger) {
      // Reverse futility: far above beta near the leaves.
      if (depth <= 4 && static_eval - 110 * depth >= beta && !is_mate_score(beta)) return static_eval;
      // Null move: if passing still beats beta, a real move will too.
      if (depth >= 3 && static_eval >= beta && eval_.null_move_allowed() &&
          board_.has_non_pawn_material(side) && !is_mate_score(beta)) {
        const int reduction = 3 + depth / 4;
        board_.play_null();
        const int score = -search(-beta, -beta + 1, depth - 1 - reduction, ply + 1, false);
        board_.undo();
        if (stopped()) return 0;
        if (score >= beta) return is_mate_score(score) ? beta : score;
      }
    }

    MoveList moves;
    generate(moves);
    MoveKeys keys;
    score_moves(moves, keys, table_move, ply);

    int best = -kInfinity;
    Move best_move{};
    int legal = 0;
    const int original_alpha = alpha;
    // The quiet moves searched without a cutoff, to be marked down when a later quiet move cuts off.
    std::array<Move, 64> quiets_tried;
    size_t quiets_count = 0;
    for (size_t i = 0; i < moves.size(); ++i) {
      pick(moves, keys, i, ply);
      const Move m = moves[i];
      const bool quiet = !m.is_capture() && m.promotion == PieceKind::None;
      // Late quiet moves near the leaves rarely matter: prune them once a legal move is known.
      if (!pv_node && !danger && quiet && legal > 0 && depth <= 3 && best > -kMateBound &&
          legal > 4 + depth * depth)
        continue;
      if (!board_.play_if_legal(m)) continue;
      ++legal;
      const bool gives_check = board_.in_check();
      const int new_depth = depth - 1 + (gives_check && ply < 2 * root_depth_ ? 1 : 0);
      int score;
      if (legal == 1) {
        score = child(alpha, beta, new_depth, ply + 1, side, pv_node, gives_check);
      } else {
        int reduction = 0;
        if (depth >= 3 && quiet && !danger && !gives_check && !same_move(m, killers_[ply][0]) &&
            !same_move(m, killers_[ply][1])) {
          reduction = shared_.reductions->value[std::min(depth, 63)][std::min(legal, 63)];
          if (pv_node) reduction -= 1;
          reduction = std::clamp(reduction, 0, new_depth - 1);
        }
        score = child(alpha, alpha + 1, new_depth - reduction, ply + 1, side, false, gives_check);
        if (score > alpha && reduction > 0)
          score = child(alpha, alpha + 1, new_depth, ply + 1, side, false, gives_check);
        if (score > alpha && score < beta && pv_node)
          score = child(alpha, beta, new_depth, ply + 1, side, true, gives_check);
      }
      board_.undo();
      if (stopped()) return 0;
      if (score > best) {
        best = score;
        best_move = m;
        if (score > alpha) {
          alpha = score;
          pv_[ply][0] = m;
          for (int j = 0; j < pv_length_[ply + 1]; ++j) pv_[ply][j + 1] = pv_[ply + 1][j];
          pv_length_[ply] = pv_length_[ply + 1] + 1;
          if (alpha >= beta) {
            if (quiet) {
              if (killers_[ply][0] != m) {
                killers_[ply][1] = killers_[ply][0];
                killers_[ply][0] = m;
              }
              // History with gravity (each update pulls towards +-kHistoryMax, so no rescaling is
              // needed): a bonus for the move that cut off, the same malus for the quiet moves tried
              // before it.
              const int bonus = std::min(16 * depth * depth, 1600);
              update_history(history_[history_index(side, m)], bonus);
              for (size_t q = 0; q < quiets_count; ++q)
                update_history(history_[history_index(side, quiets_tried[q])], -bonus);
            }
            break;
          }
        }
      }
      if (quiet && quiets_count < quiets_tried.size()) quiets_tried[quiets_count++] = m;
    }
    if (legal == 0) {
      // No legal move (pruned moves were only skipped after a legal one was found).
      return in_check ? -(kMateScore - ply) : 0;
    }
    const Bound bound = best >= beta ? Bound::Lower : best > original_alpha ? Bound::Exact : Bound::Upper;
    shared_.table->store(key, TableEntry{best_move, to_table(best, ply),
                                         static_eval == -kInfinity ? 0 : static_eval, depth, bound});
    return best;
  }

  // `check_hint`: 1 or 0 when the caller knows whether the side to move is in check, -1 when not.
  int quiescence(int alpha, int beta, int ply, int qply, int check_hint = -1) {
    pv_length_[ply] = 0;
    count_node();
    if (stopped()) return 0;
    seldepth = std::max(seldepth, ply);
    if (auto end = rule_end_score(ply)) return *end;
    if (ply >= kMaxPly - 1) return board_.evaluate();
    const Colour side = board_.side_to_move();
    const bool in_check = check_hint >= 0 ? check_hint != 0 : board_.in_check();
    // Evasions for a few plies (check) or one (a king that may be captured); then trust the evaluation,
    // or the tree explodes where every move can be answered by a threat.
    const bool danger = in_check ? qply < 3 : qply <= 1 && threatened(false);
    // Where kings are captured, a quiet move that attacks the enemy king (directly or through a field's
    // displacements) wins like a capture unless answered: look at those on the first ply.
    const bool king_threats = royal_capture_ && qply == 0 && !danger;
    int best = -kInfinity;
    if (!danger) {
      best = board_.evaluate();
      if (best >= beta) return best;
      // Capture chains end here. Where kings are captured every capture may expose a king and the field
      // keeps making new captures, so the chain is cut much sooner.
      if (qply >= (royal_capture_ ? kQuiescenceDepthKingCapture : kQuiescenceDepth)) return best;
      alpha = std::max(alpha, best);
    }
    MoveList moves;
    if (!danger && !king_threats) {
      // Only captures and promotions matter at rest: the quiet moves are not even made (on a fast
      // board; the general board drops them before ordering).
      generate_tactical(moves);
    } else {
      generate(moves);
    }
    MoveKeys keys;
    score_moves(moves, keys, Move{}, ply);
    int legal = 0;
    for (size_t i = 0; i < moves.size(); ++i) {
      pick(moves, keys, i, ply);
      const Move m = moves[i];
      const bool tactical = m.is_capture() || m.promotion != PieceKind::None;
      if (!danger && !tactical && !king_threats) continue;
      // Captures that lose material (by the ordering's estimate) are not worth a look at rest, nor
      // captures that cannot lift the score near alpha (delta pruning).
      if (!danger && keys[i] < 0) continue;
      if (!danger && m.promotion == PieceKind::None && keys[i] < (1 << 30) &&
          best + (keys[i] - (1 << 28)) / 16 + 200 < alpha)
        continue;
      if (!board_.play_if_legal(m)) continue;
      if (!danger && !tactical && !threatened(false)) {  // a quiet move that does not attack the king
        board_.undo();
        continue;
      }
      ++legal;
      const int score = board_.side_to_move() == side ? quiescence(alpha, beta, ply + 1, qply + 1)
                                                      : -quiescence(-beta, -alpha, ply + 1, qply + 1);
      board_.undo();
      if (stopped()) return 0;
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          if (alpha >= beta) break;
        }
      }
    }
    if (danger && legal == 0) return in_check ? -(kMateScore - ply) : 0;
    if (best == -kInfinity) return board_.evaluate();
    return best;
  }
};

// One search's threads on boards of one type: the workers made, run and their answer chosen.
struct SearchRun {
  SharedSearch& shared;
  std::vector<std::vector<int>>& histories;
  int threads;
  bool game_goes_on;  // no rule has ended the game at the root
  int skill;
  std::mt19937_64& random;
  Clock::time_point start;
  const SearchLimits& limits;
  const std::function<void(const SearchInfo&)>& on_info;

  template <class Board, class MakeBoard>
  void go(const MakeBoard& make_board, SearchResult& result) {
    using W = Worker<Board>;
    std::vector<std::unique_ptr<W>> workers;
    for (int i = 0; i < threads; ++i) {
      workers.push_back(std::make_unique<W>(shared, make_board(), i, histories[static_cast<size_t>(i)]));
      shared.node_counters.push_back(&workers.back()->nodes);
    }
    // (The node counters are the workers': counted before they go.)
    struct CountNodes {
      SearchRun& run;
      SearchResult& result;
      ~CountNodes() {
        result.nodes = run.shared.total_nodes();
        run.shared.node_counters.clear();
      }
    } count_nodes{*this, result};
    workers[0]->prepare_root_moves();
    if (workers[0]->root_moves.empty() || !game_goes_on) return;
    for (size_t i = 1; i < workers.size(); ++i) workers[i]->root_moves = workers[0]->root_moves;
    std::vector<std::thread> helpers;
    for (size_t i = 1; i < workers.size(); ++i)
      helpers.emplace_back([&, i] { workers[i]->iterate({}, start); });
    workers[0]->iterate(on_info, start);
    // In infinite analysis the answer waits for stop (UCI: no bestmove before stop).
    while (limits.infinite && !shared.stop.load()) std::this_thread::sleep_for(std::chrono::milliseconds(2));
    shared.stop = true;
    for (auto& t : helpers) t.join();

    const W& main = *workers[0];
    const RootMove* chosen = &main.root_moves[0];
    if (skill < 20 && main.root_moves.size() > 1) {
      // Weaker play: among the best lines, add a random bonus that grows as the skill falls.
      const int lines = std::min<int>(shared.multipv, static_cast<int>(main.root_moves.size()));
      const int weakness = 200 - 9 * skill;
      int best_value = -kInfinity * 2;
      for (int i = 0; i < lines; ++i) {
        const RootMove& rm = main.root_moves[static_cast<size_t>(i)];
        if (rm.score == -kInfinity) continue;
        const int bonus = static_cast<int>(random() % static_cast<uint64_t>(weakness + 1));
        const int value = rm.score + bonus;
        if (value > best_value) {
          best_value = value;
          chosen = &rm;
        }
      }
    }
    result.best = chosen->move;
    result.score = chosen->score == -kInfinity ? 0 : chosen->score;
    result.pv = chosen->pv;
    if (result.pv.size() >= 2) result.ponder = result.pv[1];
    result.depth = main.completed_depth;
  }
};

}  // namespace

struct Engine::Impl {
  EngineOptions options;
  // Made at a new game or the first search, whichever comes first, with the size the options then give
  // (its pages touched then: TranspositionTable::resize): an engine that neither begins a game nor
  // searches (a protocol session that only answers) costs no table.
  std::unique_ptr<TranspositionTable> table;
  TranspositionTable& made_table() {
    if (!table) table = std::make_unique<TranspositionTable>(options.hash_mb);
    return *table;
  }
  std::vector<std::vector<int>> histories;  // one per search thread (Worker)
  ReductionTable reductions;
  std::atomic<bool> searching{false};
  std::atomic<SharedSearch*> current{nullptr};
  std::mutex stop_mutex;
  std::mt19937_64 random{std::random_device{}()};
};

Engine::Engine() : impl_(std::make_unique<Impl>()) {}
Engine::~Engine() = default;

void Engine::set_options(const EngineOptions& options) {
  const bool resize = options.hash_mb != impl_->options.hash_mb;
  impl_->options = options;
  impl_->options.threads = std::clamp(options.threads, 1, 256);
  impl_->options.multipv = std::clamp(options.multipv, 1, 256);
  impl_->options.skill_level = std::clamp(options.skill_level, 0, 20);
  if (resize && impl_->table) impl_->table->resize(impl_->options.hash_mb);
  if (options.seed != 0) impl_->random.seed(options.seed);
}

const EngineOptions& Engine::options() const { return impl_->options; }

void Engine::new_game() {
  // (A table made now is ready before the game's first `go`; one made earlier forgets its entries.)
  if (impl_->table)
    impl_->table->clear();
  else
    impl_->made_table();
  for (std::vector<int>& history : impl_->histories) std::fill(history.begin(), history.end(), 0);
}

void Engine::stop() {
  std::lock_guard<std::mutex> lock(impl_->stop_mutex);
  if (SharedSearch* s = impl_->current.load()) s->stop = true;
}

bool Engine::searching() const { return impl_->searching.load(); }

int Engine::evaluate(const Rules& rules, const Position& pos) {
  return make_evaluator(rules, impl_->options.eval)->evaluate(pos);
}

SearchResult Engine::search(const Rules& rules, const Position& root, const SearchLimits& limits,
                            const std::function<void(const SearchInfo&)>& on_info) {
  const auto start = Clock::now();
  const auto evaluator = make_evaluator(rules, impl_->options.eval);
  SharedSearch shared;
  shared.evaluator = evaluator.get();
  shared.table = &impl_->made_table();
  shared.reductions = &impl_->reductions;
  shared.limits = limits;
  shared.canonical_move_order = impl_->options.canonical_move_order;
  const int skill = impl_->options.skill_level;
  shared.multipv = std::max(impl_->options.multipv, skill < 20 ? 4 : 1);
  if (skill < 20) {
    const int skill_depth = 1 + skill / 2;
    shared.limits.depth = shared.limits.depth > 0 ? std::min(shared.limits.depth, skill_depth) : skill_depth;
  }
  shared.time.start(start, limits, root.side_to_move(), root.fullmove_number(),
                    impl_->options.move_overhead_ms);
  impl_->table->new_search();

  {
    std::lock_guard<std::mutex> lock(impl_->stop_mutex);
    impl_->current = &shared;
  }
  impl_->searching = true;

  SearchResult result;
  if (impl_->histories.size() < static_cast<size_t>(impl_->options.threads))
    impl_->histories.resize(static_cast<size_t>(impl_->options.threads));
  SearchRun run{shared,
                impl_->histories,
                impl_->options.threads,
                !rules.rule_end(root).has_value(),
                skill,
                impl_->random,
                start,
                limits,
                on_info};
  if (impl_->options.fast_boards && ChessSearchBoard::models(rules, root)) {
    const ChessBitboardEvaluator chess_evaluator(rules, impl_->options.eval);
    run.go<ChessSearchBoard>([&] { return ChessSearchBoard(rules, root, *evaluator, chess_evaluator); },
                             result);
    result.fast_board = true;
  } else if (impl_->options.fast_boards && AntikingSearchBoard::models(rules, root)) {
    const AntikingBitboardEvaluator antiking_evaluator(rules, impl_->options.eval,
                                                       *antiking_board::config_for(rules));
    run.go<AntikingSearchBoard>(
        [&] { return AntikingSearchBoard(rules, root, *evaluator, antiking_evaluator); }, result);
    result.fast_board = true;
  } else if (impl_->options.fast_boards && MagneticSearchBoard::models(rules, root)) {
    const MagneticBitboardEvaluator magnetic_evaluator(rules, impl_->options.eval);
    run.go<MagneticSearchBoard>(
        [&] { return MagneticSearchBoard(rules, root, *evaluator, magnetic_evaluator); }, result);
    result.fast_board = true;
  } else if (impl_->options.fast_boards && RococoSearchBoard::models(rules, root)) {
    const RococoBoardEvaluator rococo_evaluator(rules, impl_->options.eval);
    run.go<RococoSearchBoard>([&] { return RococoSearchBoard(rules, root, *evaluator, rococo_evaluator); },
                              result);
    result.fast_board = true;
  } else {
    run.go<GeneralSearchBoard>([&] { return GeneralSearchBoard(rules, root, *evaluator); }, result);
  }
  result.time_ms = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
  {
    std::lock_guard<std::mutex> lock(impl_->stop_mutex);
    impl_->current = nullptr;
  }
  impl_->searching = false;
  return result;
}

}  // namespace nightrider
