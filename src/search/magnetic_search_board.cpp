#include "search/magnetic_search_board.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "search/orthodox_search_keys.h"
#include "variants/bitboard/attacks8.h"
#include "variants/bitboard/orthodox8.h"
#include "variants/common/magnetic_field.h"

namespace nightrider {
namespace {

using bitboard8::bit;
using bitboard8::Bitboard;
using FastMagneticMove = magnetic_bitboard::Board::Move;

constexpr int kMagneticEmpty = bitboard8::kOrthodoxEmpty;
// The field's promotion kinds in the order of RuleParams::promotion_kinds (the choice's index), as
// board types.
constexpr int kMagneticPromotionTypes[4] = {bitboard8::kQueen, bitboard8::kRook, bitboard8::kBishop,
                                            bitboard8::kKnight};
constexpr PieceKind kMagneticPromotionKinds[4] = {PieceKind::Queen, PieceKind::Rook, PieceKind::Bishop,
                                                  PieceKind::Knight};

// Where castling keeps a right in the orthodox army's setup, and whose unit stands there.
bool magnetic_right_has_a_meaning(const Position& pos, int sq) {
  const Piece p = pos.at(orthodox_board_square(sq));
  if (sq == 4) return p == Piece(PieceKind::King, Colour::White);
  if (sq == 60) return p == Piece(PieceKind::King, Colour::Black);
  if (sq == 0 || sq == 7) return p == Piece(PieceKind::Rook, Colour::White);
  if (sq == 56 || sq == 63) return p == Piece(PieceKind::Rook, Colour::Black);
  return false;
}

// The board's castling flags of a set of rights: a side castles towards a rook whose right stands with
// its king's.
uint8_t magnetic_castling_of(uint64_t rights) {
  uint8_t flags = 0;
  if ((rights & bit(4)) && (rights & bit(7))) flags |= bitboard8::kWhiteKingSide;
  if ((rights & bit(4)) && (rights & bit(0))) flags |= bitboard8::kWhiteQueenSide;
  if ((rights & bit(60)) && (rights & bit(63))) flags |= bitboard8::kBlackKingSide;
  if ((rights & bit(60)) && (rights & bit(56))) flags |= bitboard8::kBlackQueenSide;
  return flags;
}

uint64_t magnetic_key_from_scratch(const magnetic_bitboard::Board& b, uint64_t rights) {
  const OrthodoxSearchKeys& z = orthodox_search_keys();
  uint64_t key = 0;
  for (int sq = 0; sq < 64; ++sq) {
    const int code = b.piece_code(sq);
    if (code != kMagneticEmpty) key ^= z.piece[code][sq];
    if (rights & bit(sq)) key ^= z.right[sq];
  }
  if (!b.white_to_move()) key ^= z.black;
  return key;
}

// The general core's rights of a position, in bitboard numbering.
uint64_t magnetic_rights_of(const Position& pos) {
  uint64_t rights = 0;
  for (int sq = 0; sq < 64; ++sq)
    if (pos.has_right(orthodox_board_square(sq))) rights |= bit(sq);
  return rights;
}

}  // namespace

bool MagneticSearchBoard::models(const Rules& rules, const Position& root) {
  if ((rules.name() != "magnetic" && rules.name() != "antimagnetic") || !rules.fast_perft()) return false;
  // (The board's promotion kinds, in the rules' order. The field's choice bits are the first of
  // Move::choices: fast_perft() says nothing was added to the rule set, so no other slot comes first.)
  const std::vector<PieceKind>& kinds = rules.params().promotion_kinds;
  if (kinds.size() != 4 || !std::equal(kinds.begin(), kinds.end(), kMagneticPromotionKinds)) return false;
  const Geometry& geo = root.geometry();
  if (geo.width() != 8 || geo.height() != 8) return false;
  if (!root.underworld().empty() || root.has_hole() || root.rule_flags() != 0 || root.move_marker() != 0 ||
      root.en_passant().is_some() || root.en_passant_also().is_some())
    return false;
  int kings[2] = {0, 0};
  for (int sq = 0; sq < 64; ++sq) {
    const Piece p = root.at(orthodox_board_square(sq));
    if (p.is_unit() && (p.attributes() != 0 || p.colour() == Colour::Neutral)) return false;
    if (p.is_unit() && p.kind() == PieceKind::King) ++kings[p.colour() == Colour::White ? 0 : 1];
    // (A pawn on its last rank has no move the board would make as the rules core does.)
    if (p.is_unit() && p.kind() == PieceKind::Pawn && sq / 8 == (p.colour() == Colour::White ? 7 : 0))
      return false;
    if (root.has_right(orthodox_board_square(sq)) && !magnetic_right_has_a_meaning(root, sq)) return false;
  }
  if (kings[0] != 1 || kings[1] != 1) return false;
  const auto setup = magnetic_bitboard::to_setup(rules, root);
  if (!setup) return false;
  magnetic_bitboard::Board board(*setup, FieldSense::UnlikeAttract);
  const uint64_t rights = magnetic_rights_of(root);
  if (board.castling() != magnetic_castling_of(rights)) return false;
  return magnetic_key_from_scratch(board, rights) == root.hash();
}

MagneticSearchBoard::MagneticSearchBoard(const Rules& rules, const Position& root, const Evaluator& values,
                                         const MagneticBitboardEvaluator& evaluator)
    : board_(*magnetic_bitboard::to_setup(rules, root),
             rules.name() == "antimagnetic" ? FieldSense::LikeAttract : FieldSense::UnlikeAttract),
      values_(values),
      evaluator_(evaluator),
      history_(root) {
  for (size_t type = 0; type < 6; ++type)
    kind_values_[type] = values_.piece_value(OrthodoxSearchKeys::kKinds[type]);
  rights_ = magnetic_rights_of(root);
  halfmove_ = root.halfmove_clock();
  undos_.reserve(256);
}

std::optional<Outcome> MagneticSearchBoard::rule_end() const {
  // (As KingCaptureGoal: the side whose king is gone has lost.)
  if (!board_.pieces(bitboard8::orthodox_code(0, bitboard8::kKing)))
    return Outcome{Result::BlackWins, "king captured"};
  if (!board_.pieces(bitboard8::orthodox_code(1, bitboard8::kKing)))
    return Outcome{Result::WhiteWins, "king captured"};
  return std::nullopt;
}

bool MagneticSearchBoard::king_attacked() const {
  const int us = board_.side();
  const Bitboard king = board_.pieces(bitboard8::orthodox_code(us, bitboard8::kKing));
  return king && board_.attacked(bitboard8::lsb(king), us ^ 1);
}

Move MagneticSearchBoard::general_move(const FastMagneticMove& f) const {
  Move m{orthodox_board_square(f.from), orthodox_board_square(f.to)};
  if (f.flags & magnetic_bitboard::Board::kCapture) m.flags = kFlagCapture;
  if (f.flags & magnetic_bitboard::Board::kCastle) {
    const bool king_side = f.to > f.from;
    m.kind = MoveKind::Castle;
    m.aux = static_cast<uint8_t>(orthodox_board_square(king_side ? f.from + 3 : f.from - 4).index());
    m.aux2 = static_cast<uint8_t>(orthodox_board_square(king_side ? f.from + 1 : f.from - 1).index());
  } else if (board_.piece_code(f.from) % 6 == bitboard8::kPawn &&
             (f.to - f.from == 16 || f.from - f.to == 16)) {
    m.kind = MoveKind::DoubleStep;
    m.aux = static_cast<uint8_t>(orthodox_board_square((f.from + f.to) / 2).index());
  }
  if (f.promotion) m.promotion = OrthodoxSearchKeys::kKinds[f.promotion];
  return m;
}

void MagneticSearchBoard::list_moves(MoveList& moves, bool tactical_only) {
  moves.clear();
  if (rule_end()) return;  // (a king is gone: the game is over)
  FastMagneticMove fast[magnetic_bitboard::Board::kMaxMoves];
  const int n = board_.generate(fast);
  // The field pushes White's pawns up the board when it repels them (the mover's own in Magnetic, the
  // enemy's in Anti-Magnetic): their promotion is the field's choice on the ray towards higher ranks,
  // Black's on the ray towards lower ranks (magnetic_field.h).
  const bool white_pawns_pushed = board_.white_to_move() != (board_.sense() == FieldSense::LikeAttract);
  const int shift = white_pawns_pushed ? 0 : 4;
  const Bitboard sources = board_.field_promotion_sources();
  int promoting[magnetic_bitboard::Board::kMaxMoves];  // where the moves with a field promotion stand
  int count = 0;
  for (int i = 0; i < n; ++i) {
    const FastMagneticMove& f = fast[i];
    if (tactical_only && !(f.flags & magnetic_bitboard::Board::kCapture) && !f.promotion) continue;
    Move m = general_move(f);
    const int source = m.kind == MoveKind::Castle ? orthodox_board_index(m.aux2_square()) : f.to;
    if ((sources & bit(source)) && board_.field_promotes(f)) {
      m.set_choices(static_cast<uint16_t>(1 << shift));
      promoting[count++] = static_cast<int>(moves.size());
    }
    moves.push(m);
  }
  // The other kinds of each field promotion after every move (Rules::expand_choices).
  for (int i = 0; i < count; ++i)
    for (int kind = 2; kind <= 4; ++kind) {
      Move other = moves[static_cast<size_t>(promoting[i])];
      other.set_choices(static_cast<uint16_t>(kind << shift));
      moves.push(other);
    }
}

void MagneticSearchBoard::legal_moves(MoveList& moves) { list_moves(moves, false); }

void MagneticSearchBoard::generate_tactical(MoveList& moves) { list_moves(moves, true); }

void MagneticSearchBoard::play(const Move& m) {
  const OrthodoxSearchKeys& z = orthodox_search_keys();
  const int from = orthodox_board_index(m.from), to = orthodox_board_index(m.to);
  const int piece = board_.piece_code(from);
  undos_.push_back(Undo{board_, rights_, halfmove_});

  FastMagneticMove f{static_cast<uint8_t>(from), static_cast<uint8_t>(to), 0,
                     static_cast<uint8_t>(m.is_capture() ? magnetic_bitboard::Board::kCapture : 0)};
  Bitboard moved = bit(from) | bit(to);  // the primary action's squares
  if (m.kind == MoveKind::Castle) {
    f.flags = magnetic_bitboard::Board::kCastle;
    moved |= bit(orthodox_board_index(m.aux_square())) | bit(orthodox_board_index(m.aux2_square()));
  }
  if (m.promotion != PieceKind::None)
    for (int type = bitboard8::kKnight; type <= bitboard8::kQueen; ++type)
      if (OrthodoxSearchKeys::kKinds[static_cast<size_t>(type)] == m.promotion)
        f.promotion = static_cast<uint8_t>(type);
  int promoted[4];
  const int promotions = board_.play(f, promoted);
  for (int k = 0; k < promotions; ++k) {
    // The field's choice for the pawn's ray (0: none given, the first kind, as MagneticField reads it).
    const int ray = board_.piece_code(promoted[k]) < 6 ? 0 : 1;
    const int chosen = promotion_choice(m.choices(), ray);
    board_.promote(promoted[k], kMagneticPromotionTypes[chosen >= 1 && chosen <= 4 ? chosen - 1 : 0]);
  }

  // The key follows the squares whose unit changed (the primary action, the field, its promotions).
  const auto& before = undos_.back().board.mailbox();
  const auto& after = board_.mailbox();
  uint64_t key = history_.key() ^ z.black;
  Bitboard changed = 0;
  for (int word = 0; word < 8; ++word) {
    uint64_t a, b;
    std::memcpy(&a, before.data() + 8 * word, 8);
    std::memcpy(&b, after.data() + 8 * word, 8);
    for (uint64_t diff = a ^ b; diff;) {
      const int sq = 8 * word + std::countr_zero(diff) / 8;
      diff &= ~(uint64_t{0xFF} << (8 * (sq % 8)));
      changed |= bit(sq);
      if (before[static_cast<size_t>(sq)] != kMagneticEmpty)
        key ^= z.piece[before[static_cast<size_t>(sq)]][sq];
      if (after[static_cast<size_t>(sq)] != kMagneticEmpty)
        key ^= z.piece[after[static_cast<size_t>(sq)]][sq];
    }
  }

  // Rights: a unit leaving or reaching a square clears its right (the primary action, the field's
  // displacements); when one was lost, castling's after-move rule, which runs after the field
  // (Castling::after_move_runs_last), keeps only the rights that still make a castling: a king's with a
  // rook partner's on its first rank, and those partners'.
  uint64_t rights = rights_ & ~(moved | changed);
  if (rights != rights_) {
    for (int c = 0; c < 2; ++c) {
      const Bitboard first_rank = bitboard8::rank_bb(c == 0 ? 0 : 7);
      const Bitboard king = board_.pieces(bitboard8::orthodox_code(c, bitboard8::kKing));
      const bool king_right = (rights & king) != 0;
      const Bitboard others = rights & first_rank & ~king;
      const Bitboard partners =
          king_right ? others & board_.pieces(bitboard8::orthodox_code(c, bitboard8::kRook)) : 0;
      Bitboard cleared = others & ~partners;
      if (king_right && partners == 0) cleared |= king;
      rights &= ~cleared;
    }
  }
  for (Bitboard lost = rights_ ^ rights; lost;) key ^= z.right[bitboard8::pop_lsb(lost)];
  rights_ = rights;
  board_.set_castling(magnetic_castling_of(rights_));

  ++halfmove_;
  if (m.is_capture() || piece % 6 == bitboard8::kPawn) halfmove_ = 0;
  history_.push(key);
}

void MagneticSearchBoard::play_null() {
  undos_.push_back(Undo{board_, rights_, halfmove_});
  board_.pass();
  history_.push(history_.key() ^ orthodox_search_keys().black);
  ++halfmove_;
}

void MagneticSearchBoard::undo() {
  const Undo& u = undos_.back();
  board_ = u.board;
  rights_ = u.rights;
  halfmove_ = u.halfmove;
  undos_.pop_back();
  history_.pop();
}

PieceKind MagneticSearchBoard::kind_at(Square s) const {
  const int code = board_.piece_code(orthodox_board_index(s));
  return code == kMagneticEmpty ? PieceKind::None : OrthodoxSearchKeys::kKinds[static_cast<size_t>(code % 6)];
}

bool MagneticSearchBoard::attacked_by_opponent(Square s) const {
  return board_.attacked(orthodox_board_index(s), board_.side() ^ 1);
}

int MagneticSearchBoard::capture_gain(const Move& m) const {
  const int code = board_.piece_code(orthodox_board_index(m.to));  // (moves take only enemy units)
  return code == kMagneticEmpty ? 0 : kind_values_[static_cast<size_t>(code % 6)];
}

bool MagneticSearchBoard::has_non_pawn_material(Colour side) const {
  const int c = side == Colour::White ? 0 : 1;
  return (board_.pieces(bitboard8::orthodox_code(c, bitboard8::kKnight)) |
          board_.pieces(bitboard8::orthodox_code(c, bitboard8::kBishop)) |
          board_.pieces(bitboard8::orthodox_code(c, bitboard8::kRook)) |
          board_.pieces(bitboard8::orthodox_code(c, bitboard8::kQueen))) != 0;
}

}  // namespace nightrider
