#include "variants/chess_bitboard.h"

#include <array>
#include <cassert>
#include <stdexcept>

#include "variants/bitboard/attacks8.h"
#include "variants/bitboard/orthodox8.h"

namespace nightrider::bitboard {
namespace {

using bitboard8::bit;
using bitboard8::Bitboard;
using bitboard8::kOrthodoxPawn;
using bitboard8::lsb;
using bitboard8::more_than_one;
using bitboard8::pop_lsb;
using bitboard8::popcount;
using bitboard8::relative_rank_bb;
using bitboard8::shift;
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
constexpr int kWhite = 0;
constexpr int kBlack = 1;
constexpr uint8_t kNone = bitboard8::kOrthodoxEmpty;  // empty mailbox square
constexpr auto& kPieceChars = bitboard8::kOrthodoxChars;
constexpr int piece_index(int colour, int type) { return bitboard8::orthodox_code(colour, type); }
int piece_from_char(char c) { return bitboard8::orthodox_code_of(c); }

// Move writers. The count-only generator uses popcounts instead.
inline FastMove* emit(FastMove* out, int from, Bitboard targets, Bitboard theirs) {
  while (targets) {
    const int to = pop_lsb(targets);
    *out++ = FastMove{static_cast<uint8_t>(from), static_cast<uint8_t>(to), 0,
                      static_cast<uint8_t>((theirs & bit(to)) ? kCapture : kQuiet)};
  }
  return out;
}

inline FastMove* emit_promotions(FastMove* out, int from, int to, uint8_t flags) {
  for (char p : {'q', 'r', 'b', 'n'})
    *out++ = FastMove{static_cast<uint8_t>(from), static_cast<uint8_t>(to), p,
                      static_cast<uint8_t>(flags | kPromotion)};
  return out;
}

// Pawn targets given as a set of destinations, all made by the same step Delta (to = from + Delta).
template <int Delta>
inline FastMove* emit_pawn_set(FastMove* out, Bitboard targets, uint8_t flags) {
  while (targets) {
    const int to = pop_lsb(targets);
    *out++ = FastMove{static_cast<uint8_t>(to - Delta), static_cast<uint8_t>(to), 0, flags};
  }
  return out;
}

template <int Delta>
inline FastMove* emit_promotion_set(FastMove* out, Bitboard targets, uint8_t flags) {
  while (targets) {
    const int to = pop_lsb(targets);
    out = emit_promotions(out, to - Delta, to, flags);
  }
  return out;
}

}  // namespace

// ---------------------------------------------------------------------------------------------------
// Board

Board::Board(const Setup& s) {
  mailbox_.fill(kNone);
  for (int sq = 0; sq < 64; ++sq) {
    const int p = piece_from_char(s.board[sq]);
    if (p < 0)
      throw std::invalid_argument(std::string("bitboard::Board: unknown piece '") + s.board[sq] + "'");
    if (p == kNone) continue;
    if (p % 6 == kPawn && (sq < 8 || sq >= 56))
      throw std::invalid_argument("bitboard::Board: pawn on the first or last rank");
    put(sq, p);
  }
  if (popcount(pieces_[piece_index(kWhite, kKing)]) != 1 ||
      popcount(pieces_[piece_index(kBlack, kKing)]) != 1)
    throw std::invalid_argument("bitboard::Board: each side needs exactly one king");
  side_ = s.white_to_move ? kWhite : kBlack;

  auto has = [&](int sq, int colour, int type) { return mailbox_[sq] == piece_index(colour, type); };
  castling_ = 0;
  if (s.castle_white_king && has(4, kWhite, kKing) && has(7, kWhite, kRook)) castling_ |= kWhiteKingSide;
  if (s.castle_white_queen && has(4, kWhite, kKing) && has(0, kWhite, kRook)) castling_ |= kWhiteQueenSide;
  if (s.castle_black_king && has(60, kBlack, kKing) && has(63, kBlack, kRook)) castling_ |= kBlackKingSide;
  if (s.castle_black_queen && has(60, kBlack, kKing) && has(56, kBlack, kRook)) castling_ |= kBlackQueenSide;

  en_passant_ = -1;
  const int ep = s.en_passant;
  if (ep >= 0 && ep < 64) {
    // White to move: black just played from ep+8 over ep to ep-8 (ep on the sixth rank); mirrored for black.
    const int rank = side_ == kWhite ? 5 : 2;
    const int up = side_ == kWhite ? 8 : -8;
    if (ep / 8 == rank && mailbox_[ep] == kNone && mailbox_[ep + up] == kNone &&
        has(ep - up, side_ ^ 1, kPawn))
      en_passant_ = static_cast<int8_t>(ep);
  }

  // The side not to move must not be in check (its king could otherwise be captured).
  side_ ^= 1;
  const bool opponent_in_check = in_check();
  side_ ^= 1;
  if (opponent_in_check) throw std::invalid_argument("the side to play can capture the king");
  history_.reserve(256);
}

inline void Board::put(int square, int piece) {
  pieces_[piece] |= bit(square);
  colour_[piece / 6] |= bit(square);
  mailbox_[square] = static_cast<uint8_t>(piece);
}

inline void Board::remove(int square, int piece) {
  pieces_[piece] ^= bit(square);
  colour_[piece / 6] ^= bit(square);
  mailbox_[square] = kNone;
}

char Board::piece_at(int square) const { return kPieceChars[mailbox_[square]]; }

Setup Board::setup() const {
  Setup s;
  for (int sq = 0; sq < 64; ++sq) s.board[sq] = kPieceChars[mailbox_[sq]];
  s.white_to_move = side_ == kWhite;
  s.castle_white_king = castling_ & kWhiteKingSide;
  s.castle_white_queen = castling_ & kWhiteQueenSide;
  s.castle_black_king = castling_ & kBlackKingSide;
  s.castle_black_queen = castling_ & kBlackQueenSide;
  s.en_passant = en_passant_;
  return s;
}

std::string Board::dump() const {
  std::string out;
  for (int r = 7; r >= 0; --r) {
    for (int f = 0; f < 8; ++f) out += kPieceChars[mailbox_[r * 8 + f]];
    out += '\n';
  }
  out += side_ == kWhite ? "w " : "b ";
  out += std::to_string(castling_);
  out += ' ';
  out += std::to_string(en_passant_);
  // Redundant bitboards, so that an inconsistency between them and the mailbox shows up too.
  for (uint64_t b : pieces_) {
    out += ' ';
    out += std::to_string(b);
  }
  for (uint64_t b : colour_) {
    out += ' ';
    out += std::to_string(b);
  }
  return out;
}

bool Board::in_check() const {
  const Tables& t = tables();
  const int us = side_, them = us ^ 1;
  const int ksq = lsb(pieces_[piece_index(us, kKing)]);
  const Bitboard occ = colour_[0] | colour_[1];
  const Bitboard diag = pieces_[piece_index(them, kBishop)] | pieces_[piece_index(them, kQueen)];
  const Bitboard orth = pieces_[piece_index(them, kRook)] | pieces_[piece_index(them, kQueen)];
  return (t.knight[ksq] & pieces_[piece_index(them, kKnight)]) ||
         (t.pawn_captures[kOrthodoxPawn][us][ksq] & pieces_[piece_index(them, kPawn)]) ||
         (t.king[ksq] & pieces_[piece_index(them, kKing)]) || (t.bishop_attacks(ksq, occ) & diag) ||
         (t.rook_attacks(ksq, occ) & orth);
}

bool Board::gives_check(const FastMove& m) const {
  const Tables& t = tables();
  const int us = side_, them = us ^ 1;
  const int ksq = lsb(pieces_[piece_index(them, kKing)]);
  const int from = m.from, to = m.to;
  const int mover = mailbox_[from] % 6;
  const int type = (m.flags & kPromotion) ? promotion_type(m.promotion) : mover;
  // Our units after the move, by the kinds that can give check.
  Bitboard occ = ((colour_[0] | colour_[1]) ^ bit(from)) | bit(to);
  auto after = [&](int kind) {
    Bitboard b = pieces_[piece_index(us, kind)] & ~bit(from);
    if (kind == type) b |= bit(to);
    return b;
  };
  Bitboard rooks = after(kRook), bishops = after(kBishop), queens = after(kQueen);
  if (m.flags & kEnPassant) occ ^= bit(to ^ 8);
  if (m.flags & kCastle) {
    const int rook_from = castling_rook_from(m), rook_to = castling_rook_to(m);
    occ = (occ ^ bit(rook_from)) | bit(rook_to);
    rooks = (rooks ^ bit(rook_from)) | bit(rook_to);
  }
  return (t.knight[ksq] & after(kKnight)) || (t.pawn_captures[kOrthodoxPawn][them][ksq] & after(kPawn)) ||
         (t.bishop_attacks(ksq, occ) & (bishops | queens)) || (t.rook_attacks(ksq, occ) & (rooks | queens));
}

Board::CheckInfo Board::check_info() const {
  const Tables& t = tables();
  const int us = side_, them = us ^ 1;
  CheckInfo info{};
  info.king = lsb(pieces_[piece_index(them, kKing)]);
  const int ksq = info.king;
  const Bitboard occ = colour_[0] | colour_[1];
  info.squares[kPawn] = t.pawn_captures[kOrthodoxPawn][them][ksq];
  info.squares[kKnight] = t.knight[ksq];
  info.squares[kBishop] = t.bishop_attacks(ksq, occ);
  info.squares[kRook] = t.rook_attacks(ksq, occ);
  info.squares[kQueen] = info.squares[kBishop] | info.squares[kRook];
  info.squares[kKing] = 0;
  const Bitboard diag = pieces_[piece_index(us, kBishop)] | pieces_[piece_index(us, kQueen)];
  const Bitboard orth = pieces_[piece_index(us, kRook)] | pieces_[piece_index(us, kQueen)];
  for (Bitboard snipers = (t.bishop_empty[ksq] & diag) | (t.rook_empty[ksq] & orth); snipers;) {
    const int sniper = pop_lsb(snipers);
    const Bitboard between = t.between[ksq][sniper] & occ;
    if (between && !more_than_one(between) && (between & colour_[us])) info.discoverers |= between;
  }
  return info;
}

bool Board::gives_check(const FastMove& m, const CheckInfo& info) const {
  if (m.flags & (kEnPassant | kCastle | kPromotion)) return gives_check(m);
  if (info.squares[mailbox_[m.from] % 6] & bit(m.to)) return true;
  return (info.discoverers & bit(m.from)) && !(tables().line[m.from][info.king] & bit(m.to));
}

bool Board::has_legal_move() const {
  const Tables& t = tables();
  const int us = side_, them = us ^ 1;
  const int ksq = lsb(pieces_[piece_index(us, kKing)]);
  const Bitboard occ = (colour_[0] | colour_[1]) ^ bit(ksq);
  const Bitboard diag = pieces_[piece_index(them, kBishop)] | pieces_[piece_index(them, kQueen)];
  const Bitboard orth = pieces_[piece_index(them, kRook)] | pieces_[piece_index(them, kQueen)];
  for (Bitboard steps = t.king[ksq] & ~colour_[us]; steps;) {
    const int to = pop_lsb(steps);
    const bool attacked = (t.pawn_captures[kOrthodoxPawn][us][to] & pieces_[piece_index(them, kPawn)]) ||
                          (t.knight[to] & pieces_[piece_index(them, kKnight)]) ||
                          (t.king[to] & pieces_[piece_index(them, kKing)]) ||
                          (t.bishop_attacks(to, occ) & diag) || (t.rook_attacks(to, occ) & orth);
    if (!attacked) return true;
  }
  return count_legal_moves() > 0;
}

// TacticalOnly: the captures and promotions only (the legal list's, in its order), for tactical_moves.
template <int Us, bool CountOnly, bool ChecksOnly, bool TacticalOnly>
int Board::generate(FastMove* out) const {
  constexpr int Them = Us ^ 1;
  constexpr int Up = Us == kWhite ? 8 : -8;
  constexpr int UpLeft = Us == kWhite ? 7 : -9;
  constexpr int UpRight = Us == kWhite ? 9 : -7;
  constexpr Bitboard kRank3 = relative_rank_bb(Us, 2);
  constexpr Bitboard kLastRank = relative_rank_bb(Us, 7);

  const Tables& t = tables();
  FastMove* const begin = out;
  int count = 0;
  // Checking moves only: knights and sliders go only to their check squares unless they uncover a
  // check; everything emitted is filtered exactly at the end.
  CheckInfo info{};
  if constexpr (ChecksOnly) info = check_info();
  auto check_targets = [&](int from) {
    if constexpr (ChecksOnly)
      return (info.discoverers & bit(from)) ? ~Bitboard{0} : info.squares[mailbox_[from] % 6];
    else
      return ~Bitboard{0};
  };
  auto finish = [&](FastMove* end) {
    if constexpr (ChecksOnly) {
      FastMove* kept = begin;
      for (FastMove* m = begin; m != end; ++m)
        if (gives_check(*m, info)) *kept++ = *m;
      end = kept;
    }
    return CountOnly ? count : static_cast<int>(end - begin);
  };

  const Bitboard ours = colour_[Us], theirs = colour_[Them];
  const Bitboard occ = ours | theirs;
  const Bitboard empty = ~occ;
  const int ksq = lsb(pieces_[piece_index(Us, kKing)]);
  const Bitboard their_pawns = pieces_[piece_index(Them, kPawn)];
  const Bitboard their_knights = pieces_[piece_index(Them, kKnight)];
  const Bitboard their_diag = pieces_[piece_index(Them, kBishop)] | pieces_[piece_index(Them, kQueen)];
  const Bitboard their_orth = pieces_[piece_index(Them, kRook)] | pieces_[piece_index(Them, kQueen)];
  const Bitboard their_king = pieces_[piece_index(Them, kKing)];

  // Is a square attacked by the enemy, given an occupancy (our king removed for king steps, so that it
  // cannot step back along a checking ray)? Cheapest tests first.
  auto attacked = [&](int sq, Bitboard occupancy) {
    return ((t.pawn_captures[kOrthodoxPawn][Us][sq] & their_pawns) | (t.knight[sq] & their_knights) |
            (t.king[sq] & their_king)) ||
           (t.bishop_attacks(sq, occupancy) & their_diag) || (t.rook_attacks(sq, occupancy) & their_orth);
  };

  // Checkers and pins in one pass over the enemy sliders on empty-board lines through our king:
  // nothing between means check, exactly one of ours between means a pin.
  Bitboard checkers =
      (t.knight[ksq] & their_knights) | (t.pawn_captures[kOrthodoxPawn][Us][ksq] & their_pawns);
  Bitboard pinned = 0;
  for (Bitboard snipers = (t.bishop_empty[ksq] & their_diag) | (t.rook_empty[ksq] & their_orth); snipers;) {
    const int sniper = pop_lsb(snipers);
    const Bitboard b = t.between[ksq][sniper] & occ;
    if (b == 0)
      checkers |= bit(sniper);
    else if (!more_than_one(b) && (b & ours))
      pinned |= b;
  }

  // King steps (they check only by uncovering a line).
  if (!ChecksOnly || (info.discoverers & bit(ksq))) {
    const Bitboard occ_without_king = occ ^ bit(ksq);
    Bitboard legal = 0;
    for (Bitboard b = t.king[ksq] & (TacticalOnly ? theirs : ~ours); b;) {
      const int to = pop_lsb(b);
      if (!attacked(to, occ_without_king)) legal |= bit(to);
    }
    if constexpr (CountOnly)
      count += popcount(legal);
    else
      out = emit(out, ksq, legal, theirs);
  }

  Bitboard check_mask = ~Bitboard{0};
  if (checkers) {
    if (more_than_one(checkers)) return finish(out);
    check_mask = checkers | t.between[ksq][lsb(checkers)];
  } else if constexpr (!TacticalOnly) {
    // Castling: rights imply king and rook on their original squares.
    constexpr uint8_t kKingSide = Us == kWhite ? kWhiteKingSide : kBlackKingSide;
    constexpr uint8_t kQueenSide = Us == kWhite ? kWhiteQueenSide : kBlackQueenSide;
    constexpr int kBase = Us == kWhite ? 0 : 56;
    if ((castling_ & kKingSide) && !(occ & (bit(kBase + 5) | bit(kBase + 6))) && !attacked(kBase + 5, occ) &&
        !attacked(kBase + 6, occ)) {
      if constexpr (CountOnly)
        ++count;
      else
        *out++ = FastMove{kBase + 4, kBase + 6, 0, kCastle};
    }
    if ((castling_ & kQueenSide) && !(occ & (bit(kBase + 1) | bit(kBase + 2) | bit(kBase + 3))) &&
        !attacked(kBase + 3, occ) && !attacked(kBase + 2, occ)) {
      if constexpr (CountOnly)
        ++count;
      else
        *out++ = FastMove{kBase + 4, kBase + 2, 0, kCastle};
    }
  }

  const Bitboard targets = (TacticalOnly ? theirs : ~ours) & check_mask;

  // Knights (a pinned knight never moves).
  for (Bitboard b = pieces_[piece_index(Us, kKnight)] & ~pinned; b;) {
    const int from = pop_lsb(b);
    const Bitboard to = t.knight[from] & targets & check_targets(from);
    if constexpr (CountOnly)
      count += popcount(to);
    else
      out = emit(out, from, to, theirs);
  }
  // Sliders; a pinned one stays on the line through the king.
  const Bitboard our_queens = pieces_[piece_index(Us, kQueen)];
  for (Bitboard b = pieces_[piece_index(Us, kBishop)] | our_queens; b;) {
    const int from = pop_lsb(b);
    Bitboard to = t.bishop_attacks(from, occ) & targets & check_targets(from);
    if (pinned & bit(from)) to &= t.line[ksq][from];
    if constexpr (CountOnly)
      count += popcount(to);
    else
      out = emit(out, from, to, theirs);
  }
  for (Bitboard b = pieces_[piece_index(Us, kRook)] | our_queens; b;) {
    const int from = pop_lsb(b);
    Bitboard to = t.rook_attacks(from, occ) & targets & check_targets(from);
    if (pinned & bit(from)) to &= t.line[ksq][from];
    if constexpr (CountOnly)
      count += popcount(to);
    else
      out = emit(out, from, to, theirs);
  }

  // Pawns. Unpinned ones set-wise.
  const Bitboard pawns = pieces_[piece_index(Us, kPawn)];
  {
    const Bitboard free = pawns & ~pinned;
    const Bitboard single = shift<Up>(free) & empty;
    const Bitboard push = single & check_mask;
    const Bitboard dbl = shift<Up>(single & kRank3) & empty & check_mask;
    const Bitboard left = shift<UpLeft>(free) & theirs & check_mask;
    const Bitboard right = shift<UpRight>(free) & theirs & check_mask;
    if constexpr (CountOnly) {
      // Pushes, double steps and left captures go to pairwise different squares: one popcount.
      count += popcount(push | dbl | left) + popcount(right);
      if ((push | left | right) & kLastRank)  // each promotion counts four moves
        count += 3 * (popcount(push & kLastRank) + popcount(left & kLastRank) + popcount(right & kLastRank));
    } else {
      if constexpr (!TacticalOnly) {
        out = emit_pawn_set<Up>(out, push & ~kLastRank, kQuiet);
        out = emit_pawn_set<2 * Up>(out, dbl, kDoublePush);
      }
      out = emit_pawn_set<UpLeft>(out, left & ~kLastRank, kCapture);
      out = emit_pawn_set<UpRight>(out, right & ~kLastRank, kCapture);
      out = emit_promotion_set<Up>(out, push & kLastRank, kQuiet);
      out = emit_promotion_set<UpLeft>(out, left & kLastRank, kCapture);
      out = emit_promotion_set<UpRight>(out, right & kLastRank, kCapture);
    }
  }
  // Pinned pawns one by one (they may still move along the pin line, even capture-promote onto it).
  for (Bitboard b = pawns & pinned; b;) {
    const int from = pop_lsb(b);
    const Bitboard single = shift<Up>(bit(from)) & empty;
    Bitboard to = (single | (shift<Up>(single & kRank3) & empty) |
                   (t.pawn_captures[kOrthodoxPawn][Us][from] & theirs)) &
                  check_mask & t.line[ksq][from];
    if constexpr (TacticalOnly) to &= theirs | kLastRank;
    if constexpr (CountOnly) {
      count += popcount(to & ~kLastRank) + 4 * popcount(to & kLastRank);
    } else {
      while (to) {
        const int sq = pop_lsb(to);
        const uint8_t capture = (theirs & bit(sq)) ? kCapture : kQuiet;
        if (bit(sq) & kLastRank)
          out = emit_promotions(out, from, sq, capture);
        else
          *out++ = FastMove{static_cast<uint8_t>(from), static_cast<uint8_t>(sq), 0,
                            static_cast<uint8_t>(capture | ((sq - from == 2 * Up) ? kDoublePush : 0))};
      }
    }
  }
  // En passant: rare, so test it exactly on the resulting occupancy (covers the horizontal two-pawn pin,
  // diagonal pins, and checks that the capture does or does not resolve).
  if (en_passant_ >= 0) {
    const int ep = en_passant_;
    const int victim = ep - Up;
    for (Bitboard b = t.pawn_captures[kOrthodoxPawn][Them][ep] & pawns; b;) {
      const int from = pop_lsb(b);
      const Bitboard after = (occ ^ bit(from) ^ bit(victim)) | bit(ep);
      if (t.rook_attacks(ksq, after) & their_orth) continue;
      if (t.bishop_attacks(ksq, after) & their_diag) continue;
      if (checkers & ~(their_diag | their_orth) & ~bit(victim)) continue;  // knight or other pawn checking
      if constexpr (CountOnly)
        ++count;
      else
        *out++ = FastMove{static_cast<uint8_t>(from), static_cast<uint8_t>(ep), 0,
                          static_cast<uint8_t>(kCapture | kEnPassant)};
    }
  }
  return finish(out);
}

int Board::legal_moves(FastMove* out) const {
  return side_ == kWhite ? generate<kWhite, false, false>(out) : generate<kBlack, false, false>(out);
}

int Board::tactical_moves(FastMove* out) const {
  return side_ == kWhite ? generate<kWhite, false, false, true>(out)
                         : generate<kBlack, false, false, true>(out);
}

int Board::checking_moves(FastMove* out) const {
  return side_ == kWhite ? generate<kWhite, false, true>(out) : generate<kBlack, false, true>(out);
}

int Board::count_legal_moves() const {
  return side_ == kWhite ? generate<kWhite, true, false>(nullptr) : generate<kBlack, true, false>(nullptr);
}

void Board::play(const FastMove& m) {
  const int from = m.from, to = m.to;
  const int us = side_;
  const int piece = mailbox_[from];
  const uint8_t captured = mailbox_[to];
  history_.push_back(Undo{m, captured, castling_, en_passant_});

  en_passant_ = -1;
  if (captured != kNone) remove(to, captured);
  // Move the piece.
  const Bitboard from_to = bit(from) | bit(to);
  pieces_[piece] ^= from_to;
  colour_[us] ^= from_to;
  mailbox_[from] = kNone;
  mailbox_[to] = static_cast<uint8_t>(piece);

  if (m.flags & (kEnPassant | kCastle | kPromotion | kDoublePush)) {
    if (m.flags & kDoublePush) {
      en_passant_ = static_cast<int8_t>((from + to) / 2);
    } else if (m.flags & kEnPassant) {
      remove(to ^ 8, piece_index(us ^ 1, kPawn));
    } else if (m.flags & kPromotion) {
      remove(to, piece);
      put(to, piece_index(us, promotion_type(m.promotion)));
    } else {  // castle
      const int rook_from = castling_rook_from(m), rook_to = castling_rook_to(m);
      const int rook = piece_index(us, kRook);
      remove(rook_from, rook);
      put(rook_to, rook);
    }
  }
  castling_ &= kCastleKeep[from] & kCastleKeep[to];
  side_ ^= 1;
}

void Board::undo() {
  assert(!history_.empty());
  const Undo u = history_.back();
  history_.pop_back();
  side_ ^= 1;
  castling_ = u.castling;
  en_passant_ = u.en_passant;
  const int us = side_;
  const int from = u.move.from, to = u.move.to;
  const uint8_t flags = u.move.flags;

  if (flags & kPromotion) {
    remove(to, mailbox_[to]);
    put(to, piece_index(us, kPawn));
  } else if (flags & kCastle) {
    const int rook_from = castling_rook_from(u.move), rook_to = castling_rook_to(u.move);
    const int rook = piece_index(us, kRook);
    remove(rook_to, rook);
    put(rook_from, rook);
  }
  const int piece = mailbox_[to];
  const Bitboard from_to = bit(from) | bit(to);
  pieces_[piece] ^= from_to;
  colour_[us] ^= from_to;
  mailbox_[to] = kNone;
  mailbox_[from] = static_cast<uint8_t>(piece);
  if (u.captured != kNone) put(to, u.captured);
  if (flags & kEnPassant) put(to ^ 8, piece_index(us ^ 1, kPawn));
}

void Board::play_null() {
  history_.push_back(Undo{FastMove{0, 0, 0, 0}, kNone, castling_, en_passant_});
  en_passant_ = -1;
  side_ ^= 1;
}

void Board::undo_null() {
  assert(!history_.empty());
  en_passant_ = history_.back().en_passant;
  history_.pop_back();
  side_ ^= 1;
}

std::string to_uci(const FastMove& m) {
  std::string s;
  s += static_cast<char>('a' + m.from % 8);
  s += static_cast<char>('1' + m.from / 8);
  s += static_cast<char>('a' + m.to % 8);
  s += static_cast<char>('1' + m.to / 8);
  if (m.promotion) s += m.promotion;
  return s;
}

namespace {
uint64_t perft_recursive(Board& board, int depth) {
  if (depth == 1) return static_cast<uint64_t>(board.count_legal_moves());
  FastMove moves[Board::kMaxMoves];
  const int n = board.legal_moves(moves);
  uint64_t nodes = 0;
  for (int i = 0; i < n; ++i) {
    board.play(moves[i]);
    nodes += perft_recursive(board, depth - 1);
    board.undo();
  }
  return nodes;
}
}  // namespace

uint64_t perft(Board& board, int depth) {
  if (depth <= 0) return 1;
  return perft_recursive(board, depth);
}

std::vector<std::pair<FastMove, uint64_t>> perft_divide(Board& board, int depth) {
  std::vector<std::pair<FastMove, uint64_t>> result;
  if (depth <= 0) return result;
  FastMove moves[Board::kMaxMoves];
  const int n = board.legal_moves(moves);
  result.reserve(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) {
    board.play(moves[i]);
    result.emplace_back(moves[i], perft(board, depth - 1));
    board.undo();
  }
  return result;
}

Setup setup_of(const Rules& rules, const Position& pos) {
  Setup setup;
  for (int rank = 0; rank < 8; ++rank)
    for (int file = 0; file < 8; ++file) {
      const Piece p = pos.at(Square(file, rank));
      setup.board[rank * 8 + file] = p.is_empty() ? '.' : rules.fen_char(p);
    }
  setup.white_to_move = pos.side_to_move() == Colour::White;
  auto right = [&](int file, int rank) { return pos.has_right(Square(file, rank)); };
  setup.castle_white_king = right(4, 0) && right(7, 0);
  setup.castle_white_queen = right(4, 0) && right(0, 0);
  setup.castle_black_king = right(4, 7) && right(7, 7);
  setup.castle_black_queen = right(4, 7) && right(0, 7);
  const Square ep = pos.en_passant();
  setup.en_passant = ep.is_some() ? ep.rank() * 8 + ep.file() : -1;
  return setup;
}

}  // namespace nightrider::bitboard
