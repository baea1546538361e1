#include "search/antiking_search_board.h"

#include <algorithm>
#include <bit>
#include <climits>

namespace nightrider {
// (The helpers live in the board's namespace: a using-directive at namespace scope would reach the
// other files of a unity build.)
namespace antiking_board {
namespace {

constexpr Square antiking_square(int sq) { return Square(sq % 8, sq / 8); }
constexpr int antiking_index(Square s) { return s.rank() * 8 + s.file(); }

// The general kind of each board type; the pawn is the rule set's.
std::array<PieceKind, kTypeCount> antiking_kinds(const Config& cfg) {
  return {cfg.pawns == kBerolinaPawn ? PieceKind::BerolinaPawn : PieceKind::Pawn,
          PieceKind::Knight,
          PieceKind::Bishop,
          PieceKind::Rook,
          PieceKind::Queen,
          PieceKind::King,
          PieceKind::AntiKing};
}

// The general core's Zobrist keys (core/position.h) of everything the board holds, by colour, type and
// square, so that the board's key is Position::hash() exactly.
struct AntikingSearchKeys {
  uint64_t piece[2][kTypeCount][64];
  uint64_t right[64];
  uint64_t en_passant[64];
  uint64_t black;
  explicit AntikingSearchKeys(PieceKind pawn) {
    Config cfg;
    cfg.pawns = pawn == PieceKind::BerolinaPawn ? kBerolinaPawn : kOrthodoxPawn;
    const auto kinds = antiking_kinds(cfg);
    for (int c = 0; c < 2; ++c)
      for (int type = 0; type < kTypeCount; ++type)
        for (int sq = 0; sq < 64; ++sq)
          piece[c][type][sq] =
              zobrist::piece(Piece(kinds[static_cast<size_t>(type)], c == 0 ? Colour::White : Colour::Black),
                             antiking_square(sq));
    for (int sq = 0; sq < 64; ++sq) {
      right[sq] = zobrist::right(antiking_square(sq));
      en_passant[sq] = zobrist::en_passant(antiking_square(sq));
    }
    black = zobrist::black_to_move();
  }
};

const AntikingSearchKeys& antiking_search_keys(const Config& cfg) {
  static const AntikingSearchKeys orthodox(PieceKind::Pawn), berolina(PieceKind::BerolinaPawn);
  return cfg.pawns == kBerolinaPawn ? berolina : orthodox;
}

uint64_t antiking_key_from_scratch(const Config& cfg, const Board& b, uint64_t en_passant_key) {
  const AntikingSearchKeys& z = antiking_search_keys(cfg);
  uint64_t key = en_passant_key;
  for (int sq = 0; sq < 64; ++sq) {
    if (b.type[static_cast<size_t>(sq)] != kEmpty)
      key ^= z.piece[(b.colour[1] & bit(sq)) ? 1 : 0][b.type[static_cast<size_t>(sq)]][sq];
    if (b.rights & bit(sq)) key ^= z.right[sq];
  }
  if (b.side == 1) key ^= z.black;
  return key;
}

// Castling's after-move rule (variants/common/castling.cpp), run when a move cleared a right: on each
// first rank only a king's right with a rook partner's and those partners' stay.
void keep_castling_rights(Board& b) {
  for (int c = 0; c < 2; ++c) {
    const Bitboard first_rank = bitboard8::rank_bb(c == 0 ? 0 : 7);
    const Bitboard king = b.pieces[static_cast<size_t>(c)][kKing];
    const bool king_right = (b.rights & king) != 0;
    const Bitboard others = b.rights & first_rank & ~king;
    const Bitboard partners = king_right ? others & b.pieces[static_cast<size_t>(c)][kRook] : 0;
    Bitboard cleared = others & ~partners;
    if (king_right && partners == 0) cleared |= king;
    b.rights &= ~cleared;
  }
}

}  // namespace
}  // namespace antiking_board

bool AntikingSearchBoard::models(const Rules& rules, const Position& root) {
  using namespace antiking_board;
  if ((rules.name() != "antiking1" && rules.name() != "antiking2") || !rules.fast_perft()) return false;
  const Geometry& geo = root.geometry();
  if (geo.width() != 8 || geo.height() != 8) return false;
  if (!root.underworld().empty() || root.has_hole() || root.rule_flags() != 0 || root.move_marker() != 0 ||
      root.en_passant_also().is_some())
    return false;
  const auto cfg = config_for(rules);
  if (!cfg) return false;
  const auto board = board_for(rules, root);
  if (!board) return false;
  const Square ep = root.en_passant();
  const uint64_t ep_key = ep.is_some() ? antiking_search_keys(*cfg).en_passant[antiking_index(ep)] : 0;
  return antiking_key_from_scratch(*cfg, *board, ep_key) == root.hash();
}

AntikingSearchBoard::AntikingSearchBoard(const Rules& rules, const Position& root, const Evaluator& values,
                                         const AntikingBitboardEvaluator& evaluator)
    : config_(*antiking_board::config_for(rules)),
      board_(*antiking_board::board_for(rules, root)),
      values_(values),
      evaluator_(evaluator),
      history_(root) {
  using namespace antiking_board;
  kinds_ = antiking_kinds(config_);
  for (size_t type = 0; type < kinds_.size(); ++type) type_values_[type] = values_.piece_value(kinds_[type]);
  const Square ep = root.en_passant();
  en_passant_key_ = ep.is_some() ? antiking_search_keys(config_).en_passant[antiking_index(ep)] : 0;
  halfmove_ = root.halfmove_clock();
  undos_.reserve(256);
}

Move AntikingSearchBoard::general_move(const antiking_board::FastMove& f) const {
  using namespace antiking_board;
  Move m{antiking_square(f.from), antiking_square(f.to)};
  switch (f.kind) {
    case kNormal:
      if (board_.type[f.to] != kEmpty) m.flags = kFlagCapture;
      break;
    case kDouble:
      m.kind = MoveKind::DoubleStep;
      m.aux = static_cast<uint8_t>(antiking_square((f.from + f.to) / 2).index());
      break;
    case kEnPassant:
      m.kind = MoveKind::EnPassant;
      m.flags = kFlagCapture;
      m.aux = static_cast<uint8_t>(antiking_square(board_.ep_victim).index());
      break;
    case kCastle:
      m.kind = MoveKind::Castle;
      m.aux = static_cast<uint8_t>(antiking_square(f.rook_from).index());
      m.aux2 = static_cast<uint8_t>(antiking_square(f.rook_to).index());
      break;
    default:
      break;
  }
  if (f.promotion != kEmpty) m.promotion = kinds_[f.promotion];
  return m;
}

antiking_board::FastMove AntikingSearchBoard::fast_move(const Move& m) const {
  using namespace antiking_board;
  FastMove f{static_cast<uint8_t>(antiking_index(m.from)),
             static_cast<uint8_t>(antiking_index(m.to)),
             kNormal,
             kEmpty,
             0,
             0};
  switch (m.kind) {
    case MoveKind::DoubleStep:
      f.kind = kDouble;
      break;
    case MoveKind::EnPassant:
      f.kind = kEnPassant;
      break;
    case MoveKind::Castle:
      f.kind = kCastle;
      f.rook_from = static_cast<uint8_t>(antiking_index(m.aux_square()));
      f.rook_to = static_cast<uint8_t>(antiking_index(m.aux2_square()));
      break;
    default:
      break;
  }
  if (m.promotion != PieceKind::None)
    for (uint8_t type = kKnight; type <= kQueen; ++type)
      if (kinds_[type] == m.promotion) f.promotion = type;
  return f;
}

void AntikingSearchBoard::legal_moves(MoveList& moves) {
  using namespace antiking_board;
  FastMove fast[kMaxMoves];
  const int n = generate_legal(tables(), config_, board_, fast);
  moves.clear();
  for (int i = 0; i < n; ++i) moves.push(general_move(fast[i]));
}

void AntikingSearchBoard::generate_tactical(MoveList& moves) {
  using namespace antiking_board;
  FastMove fast[kMaxMoves];
  const int n = antiking_board::generate_tactical(tables(), config_, board_, fast);
  moves.clear();
  for (int i = 0; i < n; ++i) moves.push(general_move(fast[i]));
}

void AntikingSearchBoard::play(const Move& m) {
  using namespace antiking_board;
  const AntikingSearchKeys& z = antiking_search_keys(config_);
  const FastMove f = fast_move(m);
  const int us = board_.side, them = us ^ 1;
  const uint8_t piece = board_.type[f.from];
  const uint8_t captured = board_.type[f.to];
  undos_.push_back(Undo{board_, halfmove_, en_passant_key_});

  uint64_t key = history_.key() ^ en_passant_key_ ^ z.black;
  const uint8_t placed = f.promotion != kEmpty ? f.promotion : piece;
  key ^= z.piece[us][piece][f.from] ^ z.piece[us][placed][f.to];
  // (The anti-king takes its own units: the victim's colour is read from the board.)
  if (captured != kEmpty) key ^= z.piece[(board_.colour[1] & bit(f.to)) ? 1 : 0][captured][f.to];
  if (f.kind == kEnPassant) {
    key ^= z.piece[them][kPawn][board_.ep_victim];
  } else if (f.kind == kCastle) {
    key ^= z.piece[us][kRook][f.rook_from] ^ z.piece[us][kRook][f.rook_to];
  }
  ++halfmove_;
  if (m.is_capture() || piece == kPawn) halfmove_ = 0;

  const Bitboard rights_before = board_.rights;
  antiking_board::play(config_, board_, f);
  // A move from or onto a square, and a removal there, clears its right (Position::relocate, remove);
  // where castling is played, its after-move rule then keeps only the rights that still castle.
  if (config_.castling && board_.rights != rights_before) keep_castling_rights(board_);
  for (Bitboard lost = rights_before ^ board_.rights; lost;) key ^= z.right[pop_lsb(lost)];
  // The core keeps an en passant square only where an enemy pawn could take (Rules::open_en_passant).
  en_passant_key_ = 0;
  if (board_.ep_target >= 0 && (tables().pawn_captures[config_.pawns][us][board_.ep_target] &
                                board_.pieces[static_cast<size_t>(them)][kPawn]))
    en_passant_key_ = z.en_passant[board_.ep_target];
  history_.push(key ^ en_passant_key_);
}

void AntikingSearchBoard::play_null() {
  using namespace antiking_board;
  undos_.push_back(Undo{board_, halfmove_, en_passant_key_});
  board_.ep_target = board_.ep_victim = -1;
  board_.side ^= 1;
  history_.push(history_.key() ^ en_passant_key_ ^ antiking_search_keys(config_).black);
  en_passant_key_ = 0;
  ++halfmove_;
}

void AntikingSearchBoard::undo() {
  using namespace antiking_board;
  const Undo& u = undos_.back();
  board_ = u.board;
  halfmove_ = u.halfmove;
  en_passant_key_ = u.en_passant_key;
  undos_.pop_back();
  history_.pop();
}

bool AntikingSearchBoard::in_check() const {
  using namespace antiking_board;
  const Tables& t = tables();
  const int us = board_.side, them = us ^ 1;
  const Bitboard occupied = board_.occupied();
  return attacked(t, config_, board_, board_.king(us), them, occupied, 0, false) ||
         !attacked(t, config_, board_, board_.anti_king(us), them, occupied, 0, true);
}

bool AntikingSearchBoard::king_attacked() const {
  using namespace antiking_board;
  const int us = board_.side;
  return attacked(tables(), config_, board_, board_.king(us), us ^ 1, board_.occupied(), 0, false);
}

PieceKind AntikingSearchBoard::kind_at(Square s) const {
  using namespace antiking_board;
  const uint8_t type = board_.type[static_cast<size_t>(antiking_index(s))];
  return type == kEmpty ? PieceKind::None : kinds_[type];
}

bool AntikingSearchBoard::attacked_by_opponent(Square s) const {
  using namespace antiking_board;
  // (Kings do not observe an anti-king of the other side, A14: here, the side to move's own.)
  const int sq = antiking_index(s), them = board_.side ^ 1;
  const bool own_anti_king = (board_.pieces[board_.side][kAntiKing] & bit(sq)) != 0;
  return attacked(tables(), config_, board_, sq, them, board_.occupied(), 0, own_anti_king);
}

int AntikingSearchBoard::capture_gain(const Move& m) const {
  using namespace antiking_board;
  if (m.kind == MoveKind::EnPassant) return type_values_[kPawn];
  const int sq = antiking_index(m.to);
  const uint8_t victim = board_.type[static_cast<size_t>(sq)];
  if (victim == kEmpty) return 0;
  // (The anti-king's capture of its own unit loses that unit.)
  const bool own = (board_.colour[board_.side] & bit(sq)) != 0;
  return own ? -type_values_[victim] : type_values_[victim];
}

bool AntikingSearchBoard::next_exchange_capture(int target, int side,
                                                antiking_board::FastMove& capture) const {
  using namespace antiking_board;
  const Tables& t = tables();
  // Everything of ours that attacks the square (the target holds an enemy unit, never an anti-king: the
  // king counts; the anti-king takes no enemy).
  Bitboard candidates = attackers(t, config_, board_, target, side, false);
  const bool last_rank = target / 8 == (side == 0 ? 7 : 0);
  while (candidates) {
    // The least valuable candidate, the lowest square among equals (pop order is by square).
    int from = -1, value = INT_MAX;
    for (Bitboard rest = candidates; rest;) {
      const int sq = pop_lsb(rest);
      const int v = type_values_[board_.type[static_cast<size_t>(sq)]];
      if (v < value) from = sq, value = v;
    }
    candidates &= ~bit(from);
    const bool promotes =
        board_.type[static_cast<size_t>(from)] == kPawn && last_rank && config_.promotion_count > 0;
    const FastMove f{static_cast<uint8_t>(from),
                     static_cast<uint8_t>(target),
                     kNormal,
                     promotes ? config_.promotions[0] : static_cast<uint8_t>(kEmpty),
                     0,
                     0};
    // Legal unless it leaves our king attacked or our anti-king unattacked (A17).
    Board after = board_;
    antiking_board::play(config_, after, f);
    const Bitboard occupied = after.occupied();
    const bool legal = !attacked(t, config_, after, after.king(side), side ^ 1, occupied, 0, false) &&
                       attacked(t, config_, after, after.anti_king(side), side ^ 1, occupied, 0, true);
    if (legal) {
      capture = f;
      return true;
    }
  }
  return false;
}

std::optional<int> AntikingSearchBoard::static_exchange(const Move& m) {
  using namespace antiking_board;
  // As GeneralSearchBoard::static_exchange, on the bitboard board: each side takes on the square with its
  // least valuable unit that has a legal capture there, or stops. (Not for the anti-king's capture of
  // its own unit: the exchange is about enemy units.)
  if (m.kind != MoveKind::Normal) return std::nullopt;
  const int target = antiking_index(m.to);
  const uint8_t victim = board_.type[static_cast<size_t>(target)];
  const int us = board_.side;
  if (victim == kEmpty || (board_.colour[us] & bit(target))) return std::nullopt;
  std::array<int, 32> gain{};
  gain[0] = type_values_[victim];
  const Board saved = board_;
  antiking_board::play(config_, board_, fast_move(m));
  int depth = 1;
  FastMove capture;
  while (depth < static_cast<int>(gain.size())) {
    const int on_square = type_values_[board_.type[static_cast<size_t>(target)]];
    if (!next_exchange_capture(target, board_.side, capture)) break;
    antiking_board::play(config_, board_, capture);
    gain[static_cast<size_t>(depth)] = on_square - gain[static_cast<size_t>(depth - 1)];
    ++depth;
  }
  board_ = saved;
  for (int d = depth - 1; d > 0; --d)
    gain[static_cast<size_t>(d - 1)] =
        -std::max(-gain[static_cast<size_t>(d - 1)], gain[static_cast<size_t>(d)]);
  return gain[0];
}

bool AntikingSearchBoard::has_non_pawn_material(Colour side) const {
  using namespace antiking_board;
  const auto& units = board_.pieces[side == Colour::White ? 0 : 1];
  return (units[kKnight] | units[kBishop] | units[kRook] | units[kQueen]) != 0;
}

}  // namespace nightrider
