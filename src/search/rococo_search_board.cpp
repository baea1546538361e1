#include "search/rococo_search_board.h"

#include <cstring>

#include "pieces/rococo/rococo.h"
#include "search/takers.h"

namespace nightrider {
namespace {

namespace rb = rococo_board;

constexpr std::array<PieceKind, 8> kRococoSearchKinds = {
    PieceKind::None,       PieceKind::King,      PieceKind::PushmePullyu, PieceKind::Swapper,
    PieceKind::LongLeaper, PieceKind::Chameleon, PieceKind::Immobilizer,  PieceKind::CannonPawn};

// At most this many units a side: then no position has more moves than the board's move buffer holds
// (at most 12 moves a unit along each of its eight lines).
constexpr int kRococoMaxUnitsPerSide = 21;

constexpr std::array<Square, rb::kSize> make_rococo_squares() {
  std::array<Square, rb::kSize> squares{};
  for (int s = 0; s < rb::kSize; ++s) {
    const int file = s % rb::kWidth - 1, rank = s / rb::kWidth - 1;
    squares[static_cast<size_t>(s)] =
        file >= 0 && file < 10 && rank >= 0 && rank < 10 ? Square(file, rank) : Square::none();
  }
  return squares;
}
constexpr std::array<Square, rb::kSize> kRococoSquares = make_rococo_squares();

constexpr Square rococo_square(int s) { return kRococoSquares[static_cast<size_t>(s)]; }
constexpr int rococo_index(Square s) { return rb::index_of(s.file(), s.rank()); }

// The general core's Zobrist keys (core/position.h) by board code (kind | colour bit) and padded square.
struct RococoSearchKeys {
  uint64_t piece[16][rb::kSize] = {};
  RococoSearchKeys() {
    for (int code = 0; code < 16; ++code) {
      if (rb::kind(static_cast<uint8_t>(code)) == 0) continue;
      const Piece p(kRococoSearchKinds[static_cast<size_t>(rb::kind(static_cast<uint8_t>(code)))],
                    code & rb::kBlack ? Colour::Black : Colour::White);
      for (uint8_t s : rb::kTables.inner) piece[code][s] = zobrist::piece(p, rococo_square(s));
    }
  }
};

const RococoSearchKeys& rococo_search_keys() {
  static const RococoSearchKeys keys;
  return keys;
}

// The key of the swap just played (the position's move marker), 0 for none.
uint64_t rococo_marker_key(const rb::Board& b) {
  if (b.swap_from == 0) return 0;
  const auto marker =
      static_cast<uint16_t>(rococo_square(b.swap_from).index() << 8 | rococo_square(b.swap_to).index());
  return zobrist::move_marker(marker);
}

uint64_t rococo_key_from_scratch(const rb::Board& b) {
  const RococoSearchKeys& z = rococo_search_keys();
  uint64_t key = 0;
  for (uint8_t s : rb::kTables.inner)
    if (rb::is_unit(b.squares[s])) key ^= z.piece[b.squares[s]][s];
  if (b.side) key ^= zobrist::black_to_move();
  return key ^ rococo_marker_key(b);
}

}  // namespace

bool RococoSearchBoard::models(const Rules& rules, const Position& root) {
  if (!rb::models(rules) || rules.has_game_end_rules()) return false;
  const std::optional<rb::Board> board = rb::board_of(root);
  if (!board) return false;
  int units[2] = {0, 0};
  for (uint8_t s : rb::kTables.inner)
    if (rb::is_unit(board->squares[s])) ++units[rb::colour(board->squares[s]) ? 1 : 0];
  if (units[0] > kRococoMaxUnitsPerSide || units[1] > kRococoMaxUnitsPerSide) return false;
  return rococo_key_from_scratch(*board) == root.hash();
}

RococoSearchBoard::RococoSearchBoard(const Rules&, const Position& root, const Evaluator& values,
                                     const RococoBoardEvaluator& evaluator)
    : board_(*rb::board_of(root)), evaluator_(evaluator), history_(root) {
  for (size_t k = 1; k < 8; ++k) kind_values_[k] = values.piece_value(kRococoSearchKinds[k]);
  halfmove_ = root.halfmove_clock();
  undos_.reserve(256);
}

inline Move RococoSearchBoard::general_move(const rb::FastMove& f) const {
  const uint8_t on_to = board_.squares[f.to];
  Move m{rococo_square(f.from), rococo_square(f.to)};
  switch (f.type) {
    case rb::Type::Quiet:
      if (rb::is_unit(on_to)) m.flags = kFlagCapture;
      break;
    case rb::Type::Pushme:
    case rb::Type::Leap:
      m.kind = MoveKind::Special;
      m.flags = kFlagCapture;
      break;
    case rb::Type::Chameleon:
      m.kind = MoveKind::Special;
      m.flags = kFlagCapture;
      if (rb::is_unit(on_to)) m.aux = rococo::kAuxSwap;  // a swap with a swapper that also takes
      break;
    case rb::Type::Swap:
      m.kind = MoveKind::Swap;
      break;
    case rb::Type::Kamikaze:
      m.kind = MoveKind::Kamikaze;
      m.flags = kFlagCapture;
      break;
    case rb::Type::Suicide:
      m.kind = MoveKind::Suicide;
      break;
  }
  return m;
}

rb::FastMove RococoSearchBoard::fast_move(const Move& m) const {
  const int from = rococo_index(m.from), to = rococo_index(m.to);
  rb::Type type = rb::Type::Quiet;
  switch (m.kind) {
    case MoveKind::Swap:
      type = rb::Type::Swap;
      break;
    case MoveKind::Kamikaze:
      type = rb::Type::Kamikaze;
      break;
    case MoveKind::Suicide:
      type = rb::Type::Suicide;
      break;
    case MoveKind::Special:
      switch (rb::kind(board_.squares[static_cast<size_t>(from)])) {
        case rb::kPushme:
          type = rb::Type::Pushme;
          break;
        case rb::kLeaper:
          type = rb::Type::Leap;
          break;
        default:
          type = rb::Type::Chameleon;
          break;
      }
      break;
    default:
      break;
  }
  return rb::FastMove{static_cast<uint8_t>(from), static_cast<uint8_t>(to), type,
                      rb::kTables.line[static_cast<size_t>(from)][static_cast<size_t>(to)]};
}

void RococoSearchBoard::list_legal(MoveList& moves, bool captures_only) {
  moves.clear();
  rb::MoveBuffer fast;
  if (captures_only)
    rb::generate<true>(board_, fast);
  else
    rb::generate(board_, fast);
  const uint8_t mover = board_.side, enemy = mover ^ rb::kBlack;
  const int king = board_.kings[mover >> 3];
  const bool checked = in_check();
  for (int i = 0; i < fast.size(); ++i) {
    const rb::FastMove& f = fast[i];
    const Move m = general_move(f);
    // Only the lines a move can change are looked at again (rococo_board.h's lines_to_test).
    rb::Lines lines;
    if (checked)
      lines.all = true;
    else
      lines = rb::lines_to_test(f, rb::kind(board_.squares[f.from]), king);
    if (lines.all || lines.count > 0) {
      rb::Board child = board_;
      rb::make(child, f);
      if (!rb::safe_after(child, child.kings[mover >> 3], lines, enemy)) continue;
    }
    moves.push(m);
  }
}

void RococoSearchBoard::legal_moves(MoveList& moves) { list_legal(moves, false); }

void RococoSearchBoard::generate_tactical(MoveList& moves) { list_legal(moves, true); }

void RococoSearchBoard::generate(MoveList& moves) {
  moves.clear();
  rb::MoveBuffer fast;
  rb::generate(board_, fast);
  for (int i = 0; i < fast.size(); ++i) moves.push(general_move(fast[i]));
}

bool RococoSearchBoard::play_if_legal(const Move& m) { return play_if_safe(m, fast_move(m)); }

bool RococoSearchBoard::play_if_safe(const Move& m, const rb::FastMove& f) {
  const uint8_t mover = board_.side;
  const int king = board_.kings[mover >> 3];
  rb::Lines lines;
  if (in_check())
    lines.all = true;
  else
    lines = rb::lines_to_test(f, rb::kind(board_.squares[f.from]), king);
  play_fast(m, f);
  if (!lines.all && lines.count == 0) return true;
  if (rb::safe_after(board_, board_.kings[mover >> 3], lines, mover ^ rb::kBlack)) return true;
  undo();
  return false;
}

void RococoSearchBoard::play(const Move& m) { play_fast(m, fast_move(m)); }

void RococoSearchBoard::play_fast(const Move& m, const rb::FastMove& f) {
  const RococoSearchKeys& z = rococo_search_keys();
  undos_.push_back(Undo{board_, halfmove_, checked_});
  checked_ = -1;
  const uint64_t marker_before = rococo_marker_key(board_);
  rb::make(board_, f);
  // The key follows the squares whose unit changed.
  const auto& before = undos_.back().board.squares;
  const auto& after = board_.squares;
  uint64_t key = history_.key() ^ zobrist::black_to_move() ^ marker_before ^ rococo_marker_key(board_);
  for (size_t word = 0; word < rb::kSize / 8; ++word) {
    uint64_t a, b;
    std::memcpy(&a, before.data() + 8 * word, 8);
    std::memcpy(&b, after.data() + 8 * word, 8);
    for (uint64_t diff = a ^ b; diff;) {
      const size_t s = 8 * word + static_cast<size_t>(__builtin_ctzll(diff)) / 8;
      diff &= ~(uint64_t{0xFF} << (8 * (s % 8)));
      key ^= z.piece[before[s]][s] ^ z.piece[after[s]][s];  // (empty squares have no key: 0)
    }
  }
  ++halfmove_;
  if (m.is_capture()) halfmove_ = 0;  // (the cannon pawn is no pawn for the fifty-move rule)
  history_.push(key);
}

void RococoSearchBoard::play_null() {
  undos_.push_back(Undo{board_, halfmove_, checked_});
  checked_ = -1;
  const uint64_t marker = rococo_marker_key(board_);
  board_.side ^= rb::kBlack;
  board_.swap_from = board_.swap_to = 0;  // (a pass ends the ban, as any move does)
  history_.push(history_.key() ^ zobrist::black_to_move() ^ marker);
  ++halfmove_;
}

void RococoSearchBoard::undo() {
  const Undo& u = undos_.back();
  board_ = u.board;
  halfmove_ = u.halfmove;
  checked_ = u.checked;
  undos_.pop_back();
  history_.pop();
}

PieceKind RococoSearchBoard::kind_at(Square s) const {
  return kRococoSearchKinds[static_cast<size_t>(
      rb::kind(board_.squares[static_cast<size_t>(rococo_index(s))]))];
}

bool RococoSearchBoard::attacked_by_opponent(Square s) const {
  return rb::square_attacked(board_, rococo_index(s), board_.side ^ rb::kBlack);
}

int RococoSearchBoard::capture_gain(const Move& m) const {
  // (Every unit a move removes is an enemy one.)
  const auto& sq = board_.squares;
  const int from = rococo_index(m.from), to = rococo_index(m.to);
  if (m.kind != MoveKind::Special) return value_of(sq[static_cast<size_t>(to)]);
  const int d = rb::kTables.line[static_cast<size_t>(from)][static_cast<size_t>(to)];
  const uint8_t side = board_.side, mover = sq[static_cast<size_t>(from)];
  int gain = 0;
  auto take_if = [&](int s, bool taken) {
    if (taken) gain += value_of(sq[static_cast<size_t>(s)]);
  };
  switch (rb::kind(mover)) {
    case rb::kPushme:
      take_if(from - d, rb::is_victim(sq[static_cast<size_t>(from - d)], side));
      take_if(to + d, rb::is_victim(sq[static_cast<size_t>(to + d)], side));
      break;
    case rb::kLeaper:
      for (int s = from + d; s != to; s += d) take_if(s, rb::is_unit(sq[static_cast<size_t>(s)]));
      break;
    default: {  // the chameleon: a swap with a swapper (which only changes places: nothing taken) or a
                // leap, and the pushme-pullyus it withdraws from and approaches
      const uint8_t pushme = rb::kPushme | (side ^ rb::kBlack);
      if (!rb::is_unit(sq[static_cast<size_t>(to)]))
        for (int s = from + d; s != to; s += d) take_if(s, rb::is_unit(sq[static_cast<size_t>(s)]));
      take_if(from - d, sq[static_cast<size_t>(from - d)] == pushme);
      take_if(to + d, sq[static_cast<size_t>(to + d)] == pushme);
      break;
    }
  }
  return gain;
}

std::optional<int> RococoSearchBoard::static_exchange(const Move& m) {
  if (m.kind != MoveKind::Normal) return std::nullopt;
  const int target = rococo_index(m.to);
  const auto& sq = board_.squares;
  const uint8_t victim = sq[static_cast<size_t>(target)];
  if (!rb::is_unit(victim) || rb::colour(victim) == board_.side) return std::nullopt;
  std::array<int, 32> gain{};
  gain[0] = value_of(victim);
  int played = 0;
  if (!play_if_legal(m)) return std::nullopt;
  ++played;
  int depth = 1;
  std::array<std::pair<int, int>, 32> takers;
  while (depth < static_cast<int>(gain.size())) {
    const uint8_t on_square = sq[static_cast<size_t>(target)];
    const uint8_t mover = board_.side;
    // The mover's units with a plain capture on the square (a king's step, a cannon pawn's hop, a
    // chameleon's hop onto a cannon pawn; a frozen unit has none), least valuable first, equal values
    // in square order.
    int count = 0;
    for (uint8_t s : rb::kTables.inner) {
      const uint8_t p = sq[s];
      if (!rb::is_unit(p) || rb::colour(p) != mover || s == target) continue;
      const int d = rb::kTables.line[s][static_cast<size_t>(target)];
      if (d == 0) continue;
      bool takes = false;
      switch (rb::kind(p)) {
        case rb::kKing:
          takes = s + d == target && rb::is_victim(on_square, mover);
          break;
        case rb::kPawn:
          takes = s + 2 * d == target && sq[static_cast<size_t>(s + d)] != rb::kEmpty &&
                  rb::is_victim(on_square, mover);
          break;
        case rb::kChameleon:
          takes = s + 2 * d == target && sq[static_cast<size_t>(s + d)] != rb::kEmpty &&
                  on_square == (rb::kPawn | (mover ^ rb::kBlack));
          break;
        default:
          break;
      }
      if (takes && !rb::frozen(board_, s)) takers[static_cast<size_t>(count++)] = {value_of(p), s};
    }
    sort_takers_by_value(takers, count);
    bool took = false;
    for (int t = 0; t < count && !took; ++t) {
      const Move c{rococo_square(takers[static_cast<size_t>(t)].second), m.to, MoveKind::Normal,
                   kFlagCapture};
      if (!play_if_legal(c)) continue;
      ++played;
      took = true;
    }
    if (!took) break;
    gain[static_cast<size_t>(depth)] = value_of(on_square) - gain[static_cast<size_t>(depth - 1)];
    ++depth;
  }
  for (; played > 0; --played) undo();
  // Each side may stop taking: back up the exchange.
  for (int d = depth - 1; d > 0; --d)
    gain[static_cast<size_t>(d - 1)] =
        -std::max(-gain[static_cast<size_t>(d - 1)], gain[static_cast<size_t>(d)]);
  return gain[0];
}

bool RococoSearchBoard::has_non_pawn_material(Colour side) const {
  // (Every unit but the king: the cannon pawn is no pawn in the rules' piece definitions.)
  const uint8_t c = side == Colour::Black ? rb::kBlack : 0;
  for (uint8_t s : rb::kTables.inner) {
    const uint8_t p = board_.squares[s];
    if (rb::is_unit(p) && rb::colour(p) == c && rb::kind(p) != rb::kKing) return true;
  }
  return false;
}

}  // namespace nightrider
