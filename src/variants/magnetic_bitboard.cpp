#include "variants/magnetic_bitboard.h"

#include "rules/rules.h"
#include "variants/bitboard/attacks8.h"
#include "variants/bitboard/orthodox8.h"

namespace nightrider::magnetic_bitboard {
namespace {

using bitboard8::bit;
using bitboard8::Bitboard;
using bitboard8::fill_north;
using bitboard8::fill_south;
using bitboard8::increasing;
using bitboard8::kEast;
using bitboard8::kFileA;
using bitboard8::kFileH;
using bitboard8::kNorth;
using bitboard8::kRank1;
using bitboard8::kRank2;
using bitboard8::kRank7;
using bitboard8::kRank8;
using bitboard8::kSouth;
using bitboard8::kWest;
using bitboard8::lsb;
using bitboard8::msb;
using bitboard8::nearest;
using bitboard8::pop_lsb;
using bitboard8::popcount;
using bitboard8::Tables;
using bitboard8::tables;

using bitboard8::kBishop;
using bitboard8::kBlackKingSide;
using bitboard8::kBlackQueenSide;
using bitboard8::kCastleKeep;
using bitboard8::kKing;
using bitboard8::kKnight;
using bitboard8::kPawn;
using bitboard8::kQueen;
using bitboard8::kRook;
using bitboard8::kWhiteKingSide;
using bitboard8::kWhiteQueenSide;
constexpr int kEmpty = bitboard8::kOrthodoxEmpty;
constexpr auto& kPieceChars = bitboard8::kOrthodoxChars;

// Letters the board does not hold read as empty squares (the caller only passes the orthodox army).
int magnetic_setup_code(char c) {
  const int code = bitboard8::orthodox_code_of(c);
  return code < 0 ? kEmpty : code;
}
constexpr int kPromotionTypes[4] = {kQueen, kRook, kBishop, kKnight};

}  // namespace

Board::Board(const Setup& setup, FieldSense sense) : sense_(sense) {
  mailbox_.fill(kEmpty);
  for (int sq = 0; sq < 64; ++sq)
    if (const int p = magnetic_setup_code(setup.board[sq]); p != kEmpty) put(sq, p);
  side_ = setup.white_to_move ? 0 : 1;
  auto is = [&](int sq, char c) { return setup.board[sq] == c; };
  castling_ = 0;
  if (setup.castle_white_king && is(4, 'K') && is(7, 'R')) castling_ |= kWhiteKingSide;
  if (setup.castle_white_queen && is(4, 'K') && is(0, 'R')) castling_ |= kWhiteQueenSide;
  if (setup.castle_black_king && is(60, 'k') && is(63, 'r')) castling_ |= kBlackKingSide;
  if (setup.castle_black_queen && is(60, 'k') && is(56, 'r')) castling_ |= kBlackQueenSide;
}

char Board::piece_at(int square) const { return kPieceChars[mailbox_[square]]; }

void Board::put(int square, int piece) {
  mailbox_[square] = static_cast<uint8_t>(piece);
  pieces_[piece] |= bit(square);
  colour_[piece / 6] |= bit(square);
}

void Board::clear(int square) {
  const int piece = mailbox_[square];
  mailbox_[square] = kEmpty;
  pieces_[piece] &= ~bit(square);
  colour_[piece / 6] &= ~bit(square);
}

void Board::move_piece(int from, int to) {
  const int piece = mailbox_[from];
  const Bitboard both = bit(from) | bit(to);
  mailbox_[from] = kEmpty;
  mailbox_[to] = static_cast<uint8_t>(piece);
  pieces_[piece] ^= both;
  colour_[piece / 6] ^= both;
}

// The field is read on the position after the primary action. The four rays share no square, so their
// displacements may be made one after the other with the occupancy read once.
template <bool Anti>
int Board::apply_field(int source, int mover, int* promoted) {
  const Tables& t = tables();
  const Bitboard occupied = colour_[0] | colour_[1];
  int count = 0;
  constexpr int kRays[4] = {kNorth, kSouth, kEast, kWest};
  constexpr int kStep[4] = {8, -8, 1, -1};
  for (int i = 0; i < 4; ++i) {
    const int dir = kRays[i];
    const Bitboard hit = t.ray[dir][source] & occupied;
    if (!hit) continue;
    const int first = nearest(dir, hit);  // the unit the field acts on
    const int piece = mailbox_[first];
    const int type = piece % 6, colour = piece / 6;
    if (type == kKing) continue;  // neutral, and a shield
    const bool attracted = Anti == (colour == mover);
    int to;
    if (attracted) {
      to = source + kStep[i];
    } else {
      const Bitboard beyond = t.ray[dir][first];
      const Bitboard blockers = beyond & occupied;
      if (blockers)
        to = nearest(dir, blockers) - kStep[i];
      else
        to = beyond ? (increasing(dir) ? msb(beyond) : lsb(beyond)) : first;  // the board edge
    }
    if (to == first) continue;
    move_piece(first, to);
    castling_ &= kCastleKeep[first] & kCastleKeep[to];
    if (type == kPawn && (to >> 3) == (colour == 0 ? 7 : 0)) promoted[count++] = to;
  }
  return count;
}

template <bool Anti>
int Board::play(const Move& m, int* promoted) {
  const int us = side_;
  side_ ^= 1;
  if (m.flags & kCastle) {
    const bool king_side = m.to > m.from;
    const int rook_from = king_side ? m.from + 3 : m.from - 4;
    const int rook_to = king_side ? m.from + 1 : m.from - 1;
    move_piece(m.from, m.to);
    move_piece(rook_from, rook_to);
    castling_ &= kCastleKeep[m.from];
    return apply_field<Anti>(rook_to, us, promoted);  // the rook makes the field
  }
  const int mover = mailbox_[m.from];
  const int victim = mailbox_[m.to];
  if (victim != kEmpty) clear(m.to);
  move_piece(m.from, m.to);
  if (m.promotion) {
    clear(m.to);
    put(m.to, us * 6 + m.promotion);
  }
  castling_ &= kCastleKeep[m.from] & kCastleKeep[m.to];
  if (mover % 6 == kKing) return 0;                       // kings are neutral
  if (victim != kEmpty && victim % 6 == kKing) return 0;  // the game is over (A6)
  return apply_field<Anti>(m.to, us, promoted);
}

bool Board::attacked(int square, int by) const {
  const Tables& t = tables();
  const Bitboard occupied = colour_[0] | colour_[1];
  auto units = [&](int type) { return pieces_[by * 6 + type]; };
  return (t.pawn_captures[bitboard8::kOrthodoxPawn][by ^ 1][square] & units(kPawn)) ||
         (t.knight[square] & units(kKnight)) || (t.king[square] & units(kKing)) ||
         (t.bishop_attacks(square, occupied) & (units(kBishop) | units(kQueen))) ||
         (t.rook_attacks(square, occupied) & (units(kRook) | units(kQueen)));
}

bool Board::field_promotes(const Move& m) const {
  const Bitboard occupied = colour_[0] | colour_[1];
  Bitboard after;
  int source;
  if (m.flags & kCastle) {
    const bool king_side = m.to > m.from;
    const int rook_from = king_side ? m.from + 3 : m.from - 4;
    source = king_side ? m.from + 1 : m.from - 1;
    after = occupied ^ bit(m.from) ^ bit(m.to) ^ bit(rook_from) ^ bit(source);
  } else {
    // Kings make no field, and after a king's capture the game is over (A6).
    if (mailbox_[m.from] % 6 == kKing || (mailbox_[m.to] != kEmpty && mailbox_[m.to] % 6 == kKing))
      return false;
    source = m.to;
    after = (occupied & ~bit(m.from)) | bit(m.to);
  }
  const bool anti = sense_ == FieldSense::LikeAttract;
  if (side_ == 0)
    return anti ? field_promotes<0, true>(after, source) : field_promotes<0, false>(after, source);
  return anti ? field_promotes<1, true>(after, source) : field_promotes<1, false>(after, source);
}

uint64_t Board::field_promotion_sources() const {
  // (As count_moves_for's watch: White's pawns go up when pushed in Magnetic by White's own field, in
  // Anti-Magnetic by Black's.)
  const bool up = (side_ == 0) != (sense_ == FieldSense::LikeAttract);
  const Bitboard candidates = pieces_[up ? kPawn : 6 + kPawn];
  return (up ? fill_south(candidates) : fill_north(candidates)) & ~pieces_[(side_ ^ 1) * 6 + kKing];
}

int Board::generate(Move* out) const {
  const Tables& t = tables();
  const int us = side_, them = us ^ 1;
  const Bitboard own = colour_[us], enemy = colour_[them], occupied = own | enemy, empty = ~occupied;
  int n = 0;
  auto add_targets = [&](int from, Bitboard targets) {
    while (targets) {
      const int to = pop_lsb(targets);
      out[n++] = Move{static_cast<uint8_t>(from), static_cast<uint8_t>(to), 0,
                      static_cast<uint8_t>((enemy & bit(to)) ? kCapture : 0)};
    }
  };
  for (Bitboard b = pieces_[us * 6 + kKnight]; b;) {
    const int from = pop_lsb(b);
    add_targets(from, t.knight[from] & ~own);
  }
  for (Bitboard b = pieces_[us * 6 + kBishop] | pieces_[us * 6 + kQueen]; b;) {
    const int from = pop_lsb(b);
    add_targets(from, t.bishop_attacks(from, occupied) & ~own);
  }
  for (Bitboard b = pieces_[us * 6 + kRook] | pieces_[us * 6 + kQueen]; b;) {
    const int from = pop_lsb(b);
    add_targets(from, t.rook_attacks(from, occupied) & ~own);
  }
  for (Bitboard b = pieces_[us * 6 + kKing]; b;) {
    const int from = pop_lsb(b);
    add_targets(from, t.king[from] & ~own);
  }
  // Pawns: shifts by `forward`; promotions give one move per kind.
  const Bitboard pawns = pieces_[us * 6 + kPawn];
  const int forward = us == 0 ? 8 : -8;
  const Bitboard last_rank = us == 0 ? kRank8 : kRank1;
  auto shift = [us](Bitboard b, int by) { return us == 0 ? b << by : b >> by; };
  auto add_pawn = [&](Bitboard targets, int back, uint8_t flags) {
    while (targets) {
      const int to = pop_lsb(targets);
      const auto from = static_cast<uint8_t>(to - back);
      if (bit(to) & last_rank) {
        for (int k : kPromotionTypes)
          out[n++] = Move{from, static_cast<uint8_t>(to), static_cast<uint8_t>(k), flags};
      } else {
        out[n++] = Move{from, static_cast<uint8_t>(to), 0, flags};
      }
    }
  };
  const Bitboard single = shift(pawns, 8) & empty;
  add_pawn(single, forward, 0);
  const Bitboard first_two = us == 0 ? (kRank1 | kRank2) : (kRank8 | kRank7);
  add_pawn(shift(shift(pawns & first_two, 8) & empty, 8) & empty, 2 * forward, 0);
  if (us == 0) {
    add_pawn(((pawns & ~kFileA) << 7) & enemy, 7, kCapture);
    add_pawn(((pawns & ~kFileH) << 9) & enemy, 9, kCapture);
  } else {
    add_pawn(((pawns & ~kFileA) >> 9) & enemy, -9, kCapture);
    add_pawn(((pawns & ~kFileH) >> 7) & enemy, -7, kCapture);
  }
  // Castling: empty squares between king and rook; attacked squares do not matter (A2).
  const int base = us == 0 ? 0 : 56;
  const uint8_t king_side = us == 0 ? kWhiteKingSide : kBlackKingSide;
  const uint8_t queen_side = us == 0 ? kWhiteQueenSide : kBlackQueenSide;
  if ((castling_ & king_side) && !(occupied & (bit(base + 5) | bit(base + 6))))
    out[n++] = Move{static_cast<uint8_t>(base + 4), static_cast<uint8_t>(base + 6), 0, kCastle};
  if ((castling_ & queen_side) && !(occupied & (bit(base + 1) | bit(base + 2) | bit(base + 3))))
    out[n++] = Move{static_cast<uint8_t>(base + 4), static_cast<uint8_t>(base + 2), 0, kCastle};
  return n;
}

// Does the field of a unit arriving on `source` carry a pawn onto its promotion rank? Only one ray can:
// the field pushes a pawn as far as it goes only when it repels it, and of the two repelled pawn
// colours (friends in Magnetic, enemies in Anti-Magnetic) just one is pushed towards its last rank,
// along the file: White's pawns upwards, Black's downwards.
template <int Us, bool Anti>
bool Board::field_promotes(Bitboard occupied_after, int source) const {
  const Tables& t = tables();
  constexpr bool kUp = (Us == 0) != Anti;
  const Bitboard candidates = pieces_[kUp ? kPawn : 6 + kPawn];
  const int dir = kUp ? kNorth : kSouth;
  const Bitboard hit = t.ray[dir][source] & occupied_after;
  if (!hit) return false;
  const int first = nearest(dir, hit);
  return (candidates & bit(first)) && !(t.ray[dir][first] & occupied_after);
}

template <int Us, bool Anti>
uint64_t Board::count_moves_for() const {
  constexpr int kThem = Us ^ 1;
  const Tables& t = tables();
  if (!pieces_[kKing] || !pieces_[6 + kKing]) return 0;  // a king was captured: the game is over
  const Bitboard own = colour_[Us], enemy = colour_[kThem], occupied = own | enemy, empty = ~occupied;
  // Moves landing on these squares may make the field promote a pawn (checked one by one).
  constexpr bool kUp = (Us == 0) != Anti;
  const Bitboard candidates = pieces_[kUp ? kPawn : 6 + kPawn];
  const Bitboard watch =
      (kUp ? fill_south(candidates) : fill_north(candidates)) & ~pieces_[kThem * 6 + kKing];

  uint64_t count = 0;
  // Each move counts once, or four times more per pawn its field promotes.
  auto add = [&](int from, Bitboard targets, uint64_t per_move) {
    count += per_move * static_cast<uint64_t>(popcount(targets));
    for (Bitboard x = targets & watch; x;) {
      const int to = pop_lsb(x);
      if (field_promotes<Us, Anti>((occupied & ~bit(from)) | bit(to), to)) count += 3 * per_move;
    }
  };
  for (Bitboard b = pieces_[Us * 6 + kKnight]; b;) {
    const int from = pop_lsb(b);
    add(from, t.knight[from] & ~own, 1);
  }
  for (Bitboard b = pieces_[Us * 6 + kBishop] | pieces_[Us * 6 + kQueen]; b;) {
    const int from = pop_lsb(b);
    add(from, t.bishop_attacks(from, occupied) & ~own, 1);
  }
  for (Bitboard b = pieces_[Us * 6 + kRook] | pieces_[Us * 6 + kQueen]; b;) {
    const int from = pop_lsb(b);
    add(from, t.rook_attacks(from, occupied) & ~own, 1);
  }
  count += static_cast<uint64_t>(popcount(t.king[lsb(pieces_[Us * 6 + kKing])] & ~own));  // no field

  const Bitboard pawns = pieces_[Us * 6 + kPawn];
  constexpr Bitboard kLast = Us == 0 ? kRank8 : kRank1;
  auto add_pawns = [&](Bitboard targets, int back) {
    count += static_cast<uint64_t>(popcount(targets & ~kLast)) +
             4 * static_cast<uint64_t>(popcount(targets & kLast));
    for (Bitboard x = targets & watch; x;) {
      const int to = pop_lsb(x);
      if (field_promotes<Us, Anti>((occupied & ~bit(to - back)) | bit(to), to))
        count += (bit(to) & kLast) ? 12 : 3;
    }
  };
  if constexpr (Us == 0) {
    const Bitboard single = (pawns << 8) & empty;
    add_pawns(single, 8);
    add_pawns(((((pawns & (kRank1 | kRank2)) << 8) & empty) << 8) & empty, 16);
    add_pawns(((pawns & ~kFileA) << 7) & enemy, 7);
    add_pawns(((pawns & ~kFileH) << 9) & enemy, 9);
  } else {
    const Bitboard single = (pawns >> 8) & empty;
    add_pawns(single, -8);
    add_pawns(((((pawns & (kRank8 | kRank7)) >> 8) & empty) >> 8) & empty, -16);
    add_pawns(((pawns & ~kFileA) >> 9) & enemy, -9);
    add_pawns(((pawns & ~kFileH) >> 7) & enemy, -7);
  }

  constexpr int kBase = Us == 0 ? 0 : 56;
  constexpr uint8_t kKingSide = Us == 0 ? kWhiteKingSide : kBlackKingSide;
  constexpr uint8_t kQueenSide = Us == 0 ? kWhiteQueenSide : kBlackQueenSide;
  if ((castling_ & kKingSide) && !(occupied & (bit(kBase + 5) | bit(kBase + 6)))) {
    const Bitboard after = occupied ^ bit(kBase + 4) ^ bit(kBase + 6) ^ bit(kBase + 7) ^ bit(kBase + 5);
    count += field_promotes<Us, Anti>(after, kBase + 5) ? 4 : 1;
  }
  if ((castling_ & kQueenSide) && !(occupied & (bit(kBase + 1) | bit(kBase + 2) | bit(kBase + 3)))) {
    const Bitboard after = occupied ^ bit(kBase + 4) ^ bit(kBase + 2) ^ bit(kBase + 0) ^ bit(kBase + 3);
    count += field_promotes<Us, Anti>(after, kBase + 3) ? 4 : 1;
  }
  return count;
}

uint64_t Board::count_moves() const {
  const bool anti = sense_ == FieldSense::LikeAttract;
  if (side_ == 0) return anti ? count_moves_for<0, true>() : count_moves_for<0, false>();
  return anti ? count_moves_for<1, true>() : count_moves_for<1, false>();
}

template <int Us, bool Anti>
uint64_t Board::perft_for(int depth) const {
  if (depth == 1) return count_moves_for<Us, Anti>();
  if (!pieces_[kKing] || !pieces_[6 + kKing]) return 0;
  Move moves[kMaxMoves];
  const int n = generate(moves);
  uint64_t total = 0;
  for (int i = 0; i < n; ++i) {
    const Move& m = moves[i];
    if (mailbox_[m.to] == (Us ^ 1) * 6 + kKing) continue;  // the game ends: nothing below this move
    Board child = *this;
    int promoted[4];
    const int promotions = child.play<Anti>(m, promoted);
    if (promotions == 0) {
      total += child.perft_for<Us ^ 1, Anti>(depth - 1);
      continue;
    }
    // Every combination of promotion choices is a move of its own.
    int combinations = 1;
    for (int k = 0; k < promotions; ++k) combinations *= 4;
    for (int c = 0; c < combinations; ++c) {
      Board chosen = child;
      for (int k = 0, rest = c; k < promotions; ++k, rest /= 4) {
        const int colour = chosen.mailbox_[promoted[k]] / 6;
        chosen.clear(promoted[k]);
        chosen.put(promoted[k], colour * 6 + kPromotionTypes[rest % 4]);
      }
      total += chosen.perft_for<Us ^ 1, Anti>(depth - 1);
    }
  }
  return total;
}

uint64_t Board::perft(int depth) const {
  if (depth <= 0) return 1;
  const bool anti = sense_ == FieldSense::LikeAttract;
  if (side_ == 0) return anti ? perft_for<0, true>(depth) : perft_for<0, false>(depth);
  return anti ? perft_for<1, true>(depth) : perft_for<1, false>(depth);
}

std::optional<Setup> to_setup(const Rules& rules, const Position& pos) {
  const Geometry& geo = pos.geometry();
  if (geo.width() != 8 || geo.height() != 8) return std::nullopt;
  Setup setup;
  for (int sq = 0; sq < 64; ++sq) {
    const Piece p = pos.at(Square(sq % 8, sq / 8));
    if (p.is_empty()) {
      setup.board[sq] = '.';
      continue;
    }
    if (!is_orthodox_kind(p.kind())) return std::nullopt;
    if (p.colour() != Colour::White && p.colour() != Colour::Black) return std::nullopt;
    if (p.attributes() != 0) return std::nullopt;  // a royal, kamikaze … unit: the rules know it
    setup.board[sq] = rules.fen_char(p);
  }
  setup.white_to_move = pos.side_to_move() == Colour::White;
  for (Colour c : {Colour::White, Colour::Black}) {
    const Square king = pos.king(c);
    if (king.is_none() || !pos.has_right(king)) continue;
    const int back = c == Colour::White ? 0 : 7;
    if (king != Square(4, back)) return std::nullopt;  // castling from elsewhere: left to the general path
    const Piece rook(PieceKind::Rook, c);
    const bool king_side = pos.has_right(Square(7, back)) && pos.at(Square(7, back)) == rook;
    const bool queen_side = pos.has_right(Square(0, back)) && pos.at(Square(0, back)) == rook;
    (c == Colour::White ? setup.castle_white_king : setup.castle_black_king) = king_side;
    (c == Colour::White ? setup.castle_white_queen : setup.castle_black_queen) = queen_side;
  }
  return setup;
}

namespace {

std::optional<uint64_t> perft_with(const Rules& rules, const Position& pos, int depth, FieldSense sense) {
  if (pos.has_hole()) return std::nullopt;
  const auto setup = to_setup(rules, pos);
  if (!setup) return std::nullopt;
  return Board(*setup, sense).perft(depth);
}

}  // namespace

std::optional<uint64_t> perft_magnetic(const Rules& rules, const Position& pos, int depth) {
  return perft_with(rules, pos, depth, FieldSense::UnlikeAttract);
}

std::optional<uint64_t> perft_antimagnetic(const Rules& rules, const Position& pos, int depth) {
  return perft_with(rules, pos, depth, FieldSense::LikeAttract);
}

}  // namespace nightrider::magnetic_bitboard
