#include "search/chess_search_board.h"

#include <algorithm>
#include <array>
#include <bit>
#include <climits>
#include <stdexcept>

#include "search/orthodox_search_keys.h"
#include "variants/bitboard/attacks8.h"
#include "variants/bitboard/orthodox8.h"

namespace nightrider {
namespace {

using bitboard8::bit;
using bitboard8::Bitboard;

constexpr int kFastBoardEmpty = bitboard8::kOrthodoxEmpty;
constexpr std::array<PieceKind, 6> kSearchBoardKinds = {PieceKind::Pawn, PieceKind::Knight, PieceKind::Bishop,
                                                        PieceKind::Rook, PieceKind::Queen,  PieceKind::King};

constexpr Square fast_board_square(int sq) { return Square(sq % 8, sq / 8); }
constexpr int fast_board_index(Square s) { return s.rank() * 8 + s.file(); }
const OrthodoxSearchKeys& chess_search_keys() { return orthodox_search_keys(); }

// Is a square attacked by the units of `by` (0 White, 1 Black)?
bool chess_square_attacked(const bitboard::Board& b, int sq, int by) {
  using bitboard8::orthodox_code;
  const bitboard8::Tables& t = bitboard8::tables();
  const Bitboard occupied = b.occupancy(true) | b.occupancy(false);
  auto units = [&](int type) { return b.pieces(orthodox_code(by, type)); };
  return (t.pawn_captures[bitboard8::kOrthodoxPawn][by ^ 1][sq] & units(bitboard8::kPawn)) ||
         (t.knight[sq] & units(bitboard8::kKnight)) || (t.king[sq] & units(bitboard8::kKing)) ||
         (t.bishop_attacks(sq, occupied) & (units(bitboard8::kBishop) | units(bitboard8::kQueen))) ||
         (t.rook_attacks(sq, occupied) & (units(bitboard8::kRook) | units(bitboard8::kQueen)));
}

// Where castling keeps a right in orthodox chess, and whose unit stands there.
bool right_has_a_meaning(const Position& pos, int sq) {
  const Piece p = pos.at(fast_board_square(sq));
  if (sq == 4) return p == Piece(PieceKind::King, Colour::White);
  if (sq == 60) return p == Piece(PieceKind::King, Colour::Black);
  if (sq == 0 || sq == 7) return p == Piece(PieceKind::Rook, Colour::White);
  if (sq == 56 || sq == 63) return p == Piece(PieceKind::Rook, Colour::Black);
  return false;
}

uint64_t chess_key_from_scratch(const bitboard::Board& b, uint64_t rights, uint64_t en_passant_key) {
  const OrthodoxSearchKeys& z = chess_search_keys();
  uint64_t key = en_passant_key;
  for (int sq = 0; sq < 64; ++sq) {
    const int code = b.piece_code(sq);
    if (code != kFastBoardEmpty) key ^= z.piece[code][sq];
    if (rights & bit(sq)) key ^= z.right[sq];
  }
  if (!b.white_to_move()) key ^= z.black;
  return key;
}

}  // namespace

bool ChessSearchBoard::models(const Rules& rules, const Position& root) {
  if (rules.name() != "chess" || !rules.fast_perft()) return false;
  const Geometry& geo = root.geometry();
  if (geo.width() != 8 || geo.height() != 8) return false;
  if (!root.underworld().empty() || root.has_hole() || root.rule_flags() != 0 || root.move_marker() != 0 ||
      root.en_passant_also().is_some())
    return false;
  for (int sq = 0; sq < 64; ++sq) {
    const Piece p = root.at(fast_board_square(sq));
    if (p.is_unit() && (p.attributes() != 0 || p.colour() == Colour::Neutral)) return false;
    if (root.has_right(fast_board_square(sq)) && !right_has_a_meaning(root, sq)) return false;
  }
  try {
    bitboard::Board board(bitboard::setup_of(rules, root));
    const Square ep = root.en_passant();
    if (ep.is_some() && board.en_passant_square() != fast_board_index(ep)) return false;
    uint64_t rights = 0;
    for (int sq = 0; sq < 64; ++sq)
      if (root.has_right(fast_board_square(sq))) rights |= bit(sq);
    const uint64_t ep_key = ep.is_some() ? chess_search_keys().en_passant[fast_board_index(ep)] : 0;
    return chess_key_from_scratch(board, rights, ep_key) == root.hash();
  } catch (const std::invalid_argument&) {
    return false;
  }
}

ChessSearchBoard::ChessSearchBoard(const Rules& rules, const Position& root, const Evaluator& values,
                                   const ChessBitboardEvaluator& evaluator)
    : board_(bitboard::setup_of(rules, root)), values_(values), evaluator_(evaluator), history_(root) {
  for (size_t type = 0; type < kSearchBoardKinds.size(); ++type)
    kind_values_[type] = values_.piece_value(kSearchBoardKinds[type]);
  for (int sq = 0; sq < 64; ++sq)
    if (root.has_right(fast_board_square(sq))) rights_ |= bit(sq);
  const Square ep = root.en_passant();
  en_passant_key_ = ep.is_some() ? chess_search_keys().en_passant[fast_board_index(ep)] : 0;
  halfmove_ = root.halfmove_clock();
  undos_.reserve(256);
}

Move ChessSearchBoard::general_move(const bitboard::FastMove& f) {
  if ((f.flags & ~bitboard::kCapture) == 0) {
    // A plain move or capture (most of every list): the word of Move{from, to} with its capture flag,
    // made at once (a Move is eight one-byte fields: from, to, kind, flags, promotion, aux, aux2,
    // choices).
    const uint64_t word =
        uint64_t(fast_board_square(f.from).index()) | uint64_t(fast_board_square(f.to).index()) << 8 |
        uint64_t(f.flags & bitboard::kCapture ? kFlagCapture : 0) << 24 | uint64_t{0xFFFF} << 40;
    static_assert(std::endian::native == std::endian::little, "the word is laid out byte by byte");
    return std::bit_cast<Move>(word);
  }
  Move m{fast_board_square(f.from), fast_board_square(f.to)};
  if (f.flags & bitboard::kCapture) m.flags = kFlagCapture;
  if (f.flags & bitboard::kDoublePush) {
    m.kind = MoveKind::DoubleStep;
    m.aux = static_cast<uint8_t>(fast_board_square((f.from + f.to) / 2).index());
  } else if (f.flags & bitboard::kEnPassant) {
    m.kind = MoveKind::EnPassant;
    m.aux = static_cast<uint8_t>(fast_board_square(f.to ^ 8).index());
  } else if (f.flags & bitboard::kCastle) {
    m.kind = MoveKind::Castle;
    m.aux = static_cast<uint8_t>(fast_board_square(bitboard::castling_rook_from(f)).index());
    m.aux2 = static_cast<uint8_t>(fast_board_square(bitboard::castling_rook_to(f)).index());
  }
  if (f.flags & bitboard::kPromotion) {
    m.promotion = f.promotion == 'n'   ? PieceKind::Knight
                  : f.promotion == 'b' ? PieceKind::Bishop
                  : f.promotion == 'r' ? PieceKind::Rook
                                       : PieceKind::Queen;
  }
  return m;
}

bitboard::FastMove ChessSearchBoard::fast_move(const Move& m) {
  uint8_t flags = m.is_capture() ? bitboard::kCapture : bitboard::kQuiet;
  char promotion = 0;
  switch (m.kind) {
    case MoveKind::DoubleStep:
      flags |= bitboard::kDoublePush;
      break;
    case MoveKind::EnPassant:
      flags |= bitboard::kEnPassant | bitboard::kCapture;
      break;
    case MoveKind::Castle:
      flags |= bitboard::kCastle;
      break;
    default:
      break;
  }
  if (m.promotion != PieceKind::None) {
    flags |= bitboard::kPromotion;
    promotion = m.promotion == PieceKind::Knight   ? 'n'
                : m.promotion == PieceKind::Bishop ? 'b'
                : m.promotion == PieceKind::Rook   ? 'r'
                                                   : 'q';
  }
  return bitboard::FastMove{static_cast<uint8_t>(fast_board_index(m.from)),
                            static_cast<uint8_t>(fast_board_index(m.to)), promotion, flags};
}

void ChessSearchBoard::legal_moves(MoveList& moves) {
  bitboard::FastMove fast[bitboard::Board::kMaxMoves];
  const int n = board_.legal_moves(fast);
  moves.clear();
  for (int i = 0; i < n; ++i) moves.push(general_move(fast[i]));
}

void ChessSearchBoard::generate_tactical(MoveList& moves) {
  bitboard::FastMove fast[bitboard::Board::kMaxMoves];
  const int n = board_.tactical_moves(fast);
  moves.clear();
  for (int i = 0; i < n; ++i) moves.push(general_move(fast[i]));
}

void ChessSearchBoard::play(const Move& m) {
  using bitboard8::orthodox_code;
  const OrthodoxSearchKeys& z = chess_search_keys();
  const bitboard::FastMove f = fast_move(m);
  const int from = f.from, to = f.to;
  const int us = board_.white_to_move() ? 0 : 1;
  const int piece = board_.piece_code(from);
  const int captured = board_.piece_code(to);
  undos_.push_back(Undo{rights_, en_passant_key_, halfmove_, false});

  uint64_t key = history_.key() ^ en_passant_key_ ^ z.black;
  const int placed =
      (f.flags & bitboard::kPromotion) ? orthodox_code(us, bitboard::promotion_type(f.promotion)) : piece;
  key ^= z.piece[piece][from] ^ z.piece[placed][to];
  Bitboard touched = bit(from) | bit(to);
  if (captured != kFastBoardEmpty) key ^= z.piece[captured][to];
  if (f.flags & bitboard::kEnPassant) {
    key ^= z.piece[orthodox_code(us ^ 1, bitboard8::kPawn)][to ^ 8];
    touched |= bit(to ^ 8);
  } else if (f.flags & bitboard::kCastle) {
    const int rook = orthodox_code(us, bitboard8::kRook);
    const int rook_from = bitboard::castling_rook_from(f), rook_to = bitboard::castling_rook_to(f);
    key ^= z.piece[rook][rook_from] ^ z.piece[rook][rook_to];
    touched |= bit(rook_from) | bit(rook_to);
  }
  // A move from or onto a square, and a removal there, clears its right (Position::relocate, remove).
  const bool right_lost = (rights_ & touched) != 0;
  for (Bitboard cleared = rights_ & touched; cleared;) key ^= z.right[bitboard8::pop_lsb(cleared)];
  rights_ &= ~touched;
  ++halfmove_;
  if (captured != kFastBoardEmpty || (f.flags & bitboard::kCapture) || piece % 6 == bitboard8::kPawn)
    halfmove_ = 0;

  board_.play(f);
  // When a right is lost, castling's after-move rule (variants/common/castling.cpp) keeps only the rights
  // that still make a castling: a king's with a rook partner's on its first rank, and those partners'.
  if (right_lost) {
    for (int c = 0; c < 2; ++c) {
      const Bitboard first_rank = bitboard8::rank_bb(c == 0 ? 0 : 7);
      const Bitboard king = board_.pieces(orthodox_code(c, bitboard8::kKing));
      const bool king_right = (rights_ & king) != 0;
      const Bitboard others = rights_ & first_rank & ~king;
      const Bitboard partners = king_right ? others & board_.pieces(orthodox_code(c, bitboard8::kRook)) : 0;
      Bitboard cleared = others & ~partners;
      if (king_right && partners == 0) cleared |= king;
      rights_ &= ~cleared;
      while (cleared) key ^= z.right[bitboard8::pop_lsb(cleared)];
    }
  }
  // The core keeps an en passant square only where an enemy pawn could take (Rules::open_en_passant).
  en_passant_key_ = 0;
  if (f.flags & bitboard::kDoublePush) {
    const int passed = (from + to) / 2;
    if (bitboard8::tables().pawn_captures[bitboard8::kOrthodoxPawn][us][passed] &
        board_.pieces(orthodox_code(us ^ 1, bitboard8::kPawn)))
      en_passant_key_ = z.en_passant[passed];
  }
  history_.push(key ^ en_passant_key_);
}

void ChessSearchBoard::play_null() {
  undos_.push_back(Undo{rights_, en_passant_key_, halfmove_, true});
  board_.play_null();
  history_.push(history_.key() ^ en_passant_key_ ^ chess_search_keys().black);
  en_passant_key_ = 0;
  ++halfmove_;
}

void ChessSearchBoard::undo() {
  const Undo u = undos_.back();
  undos_.pop_back();
  if (u.pass)
    board_.undo_null();
  else
    board_.undo();
  history_.pop();
  rights_ = u.rights;
  en_passant_key_ = u.en_passant_key;
  halfmove_ = u.halfmove;
}

PieceKind ChessSearchBoard::kind_at(Square s) const {
  const int code = board_.piece_code(fast_board_index(s));
  return code == kFastBoardEmpty ? PieceKind::None : kSearchBoardKinds[static_cast<size_t>(code % 6)];
}

bool ChessSearchBoard::attacked_by_opponent(Square s) const {
  return chess_square_attacked(board_, fast_board_index(s), board_.white_to_move() ? 1 : 0);
}

int ChessSearchBoard::capture_gain(const Move& m) const {
  if (m.kind == MoveKind::EnPassant) return values_.piece_value(PieceKind::Pawn);
  const PieceKind victim = kind_at(m.to);  // (legal moves take only enemy units)
  return victim == PieceKind::None ? 0 : values_.piece_value(victim);
}

bool ChessSearchBoard::next_exchange_capture(int target, int side, bitboard::FastMove& capture) {
  using bitboard8::orthodox_code;
  const bitboard8::Tables& t = bitboard8::tables();
  const Bitboard occupied = board_.occupancy(true) | board_.occupancy(false);
  auto units = [&](int type) { return board_.pieces(orthodox_code(side, type)); };
  const Bitboard diagonal = t.bishop_attacks(target, occupied), straight = t.rook_attacks(target, occupied);
  // Everything of ours that attacks the square (an en passant capture never lands on an occupied one).
  Bitboard candidates =
      (t.pawn_captures[bitboard8::kOrthodoxPawn][side ^ 1][target] & units(bitboard8::kPawn)) |
      (t.knight[target] & units(bitboard8::kKnight)) |
      (diagonal & (units(bitboard8::kBishop) | units(bitboard8::kQueen))) |
      (straight & (units(bitboard8::kRook) | units(bitboard8::kQueen))) |
      (t.king[target] & units(bitboard8::kKing));
  const bool last_rank = target / 8 == (side == 0 ? 7 : 0);
  while (candidates) {
    // The least valuable candidate, the lowest square among equals (pop order is by square).
    int from = -1, value = INT_MAX;
    for (Bitboard rest = candidates; rest;) {
      const int sq = bitboard8::pop_lsb(rest);
      const int v = kind_values_[static_cast<size_t>(board_.piece_code(sq) % 6)];
      if (v < value) from = sq, value = v;
    }
    candidates &= ~bit(from);
    const bool pawn = board_.piece_code(from) % 6 == bitboard8::kPawn;
    const bitboard::FastMove f{
        static_cast<uint8_t>(from), static_cast<uint8_t>(target), pawn && last_rank ? 'q' : '\0',
        static_cast<uint8_t>(bitboard::kCapture | (pawn && last_rank ? bitboard::kPromotion : 0))};
    // Legal unless it leaves our king attacked (a pin, a check not answered, a defended square).
    board_.play(f);
    const int king = bitboard8::lsb(board_.pieces(orthodox_code(side, bitboard8::kKing)));
    const bool legal = !chess_square_attacked(board_, king, side ^ 1);
    board_.undo();
    if (legal) {
      capture = f;
      return true;
    }
  }
  return false;
}

std::optional<int> ChessSearchBoard::static_exchange(const Move& m) {
  // As GeneralSearchBoard::static_exchange, on the bitboard board: each side takes on the square with its
  // least valuable unit that has a legal capture there (equal values: the lower square; a promotion to
  // a queen), or stops.
  if (m.kind != MoveKind::Normal) return std::nullopt;
  const int target = fast_board_index(m.to);
  const int victim = board_.piece_code(target);
  const int us = board_.white_to_move() ? 0 : 1;
  if (victim == kFastBoardEmpty || victim / 6 == us) return std::nullopt;
  std::array<int, 32> gain{};
  gain[0] = values_.piece_value(kind_at(m.to));
  board_.play(fast_move(m));
  int played = 1, depth = 1;
  bitboard::FastMove capture;
  while (depth < static_cast<int>(gain.size())) {
    const int on_square = kind_values_[static_cast<size_t>(board_.piece_code(target) % 6)];
    if (!next_exchange_capture(target, board_.white_to_move() ? 0 : 1, capture)) break;
    board_.play(capture);
    ++played;
    gain[static_cast<size_t>(depth)] = on_square - gain[static_cast<size_t>(depth - 1)];
    ++depth;
  }
  for (; played > 0; --played) board_.undo();
  for (int d = depth - 1; d > 0; --d)
    gain[static_cast<size_t>(d - 1)] =
        -std::max(-gain[static_cast<size_t>(d - 1)], gain[static_cast<size_t>(d)]);
  return gain[0];
}

bool ChessSearchBoard::has_non_pawn_material(Colour side) const {
  using bitboard8::orthodox_code;
  const int c = side == Colour::White ? 0 : 1;
  return (board_.pieces(orthodox_code(c, bitboard8::kKnight)) |
          board_.pieces(orthodox_code(c, bitboard8::kBishop)) |
          board_.pieces(orthodox_code(c, bitboard8::kRook)) |
          board_.pieces(orthodox_code(c, bitboard8::kQueen))) != 0;
}

}  // namespace nightrider
