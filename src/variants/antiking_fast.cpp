#include "variants/antiking_fast.h"

#include <array>
#include <bit>

#include "variants/bitboard/attacks8.h"
#include "variants/common/anti_king.h"
#include "variants/common/castling.h"
#include "variants/common/draw_rules.h"

namespace nightrider {
namespace antiking_board {

// The legality of a move by playing it on bitboards only: afterwards the mover's king is not attacked
// and the mover's anti-king is (A17).
inline bool legal_after(const Tables& t, const Config& cfg, const Board& b, const FastMove& m) {
  const int us = b.side, them = us ^ 1;
  Bitboard occupied = b.occupied();
  Bitboard removed = 0;
  const Bitboard from = bit(m.from), to = bit(m.to);
  switch (m.kind) {
    case kEnPassant:
      removed = bit(b.ep_victim);
      occupied = (occupied & ~from & ~removed) | to;
      break;
    case kCastle:
      occupied = (occupied & ~from & ~bit(m.rook_from)) | to | bit(m.rook_to);
      break;
    default:
      removed = b.colour[them] & to;
      occupied = (occupied & ~from) | to;
      break;
  }
  const uint8_t mover = b.type[m.from];
  const int king = mover == kKing ? m.to : b.king(us);
  const int anti_king = mover == kAntiKing ? m.to : b.anti_king(us);
  return !attacked(t, cfg, b, king, them, occupied, removed, false) &&
         attacked(t, cfg, b, anti_king, them, occupied, removed, true);
}

// Legal moves of the side to move. Most moves are accepted without playing them: a move of a unpinned
// unit other than a royal, while the king is not in check, cannot expose the king; and it cannot strand
// the anti-king while some attacker of the anti-king is neither captured nor cut off by the arrival.
// The legal moves, or (kTacticalOnly) those of them that capture or promote, in the same order.
template <bool kTacticalOnly>
int generate_moves(const Tables& t, const Config& cfg, const Board& b, FastMove* out) {
  const int us = b.side, them = us ^ 1;
  const Bitboard occupied = b.occupied(), own = b.colour[us], enemy = b.colour[them];
  const auto& mine = b.pieces[us];
  const auto& theirs = b.pieces[them];
  const Bitboard empty = ~occupied;
  const Bitboard enemy_victims = enemy & ~(theirs[kKing] | theirs[kAntiKing]);
  const Bitboard friendly_victims = own & ~(mine[kKing] | mine[kAntiKing]);
  const int king = b.king(us), anti_king = b.anti_king(us);

  const Bitboard checkers = attackers(t, cfg, b, king, them, false);
  Bitboard pinned = 0;
  {
    Bitboard snipers = (t.rook_empty[king] & (theirs[kRook] | theirs[kQueen])) |
                       (t.bishop_empty[king] & (theirs[kBishop] | theirs[kQueen]));
    while (snipers) {
      const Bitboard between = t.between[king][pop_lsb(snipers)] & occupied;
      if (between && !(between & (between - 1)) && (between & own)) pinned |= between;
    }
  }
  const Bitboard guards = attackers(t, cfg, b, anti_king, them, true);
  // Arrival squares that may cut the anti-king off its attackers: with two or more attackers none can
  // (one move captures or blocks at most one of them); with one, its square and the line to it.
  Bitboard risky_arrivals = 0;
  if (guards == 0)
    risky_arrivals = ~Bitboard{0};
  else if (!(guards & (guards - 1)))
    risky_arrivals = guards | t.between[anti_king][std::countr_zero(guards)];
  const Bitboard full_test_from = checkers ? ~Bitboard{0} : (pinned | mine[kKing] | mine[kAntiKing]);

  int n = 0;
  auto add = [&](int from, int to, uint8_t kind) {
    FastMove m{static_cast<uint8_t>(from), static_cast<uint8_t>(to), kind, kEmpty, 0, 0};
    const bool sure = !(full_test_from & bit(from)) && !(risky_arrivals & bit(to)) && kind < kEnPassant;
    if (!sure && !legal_after(t, cfg, b, m)) return;
    out[n++] = m;
  };
  auto add_pawn = [&](int from, int to, uint8_t kind) {
    const bool last_rank = us == 0 ? to >= 56 : to < 8;
    if (!last_rank || cfg.promotion_count == 0) {
      add(from, to, kind);
      return;
    }
    const int before = n;
    add(from, to, kind);
    if (n == before) return;
    const FastMove base = out[--n];
    for (int i = 0; i < cfg.promotion_count; ++i) {
      out[n] = base;
      out[n++].promotion = cfg.promotions[i];
    }
  };

  // Pawns. (Captures and promotions only: steps to the last rank alone.)
  const int forward = us == 0 ? 8 : -8;
  const Bitboard promotion_rank = cfg.promotion_count > 0 ? bitboard8::relative_rank_bb(us, 7) : 0;
  const Bitboard step_to = kTacticalOnly ? empty & promotion_rank : empty;
  for (Bitboard pawns = mine[kPawn]; pawns;) {
    const int s = pop_lsb(pawns);
    const Bitboard captures = t.pawn_captures[cfg.pawns][us][s] & enemy_victims;
    for (Bitboard c = captures; c;) add_pawn(s, pop_lsb(c), kNormal);
    if (cfg.pawns == kBerolinaPawn) {
      // Diagonal steps are the Berolina pawn's moves: the orthodox capture squares, when empty.
      for (Bitboard steps = t.pawn_captures[kOrthodoxPawn][us][s] & step_to; steps;)
        add_pawn(s, pop_lsb(steps), kNormal);
      continue;
    }
    const int rank = s / 8, relative_rank = us == 0 ? rank : 7 - rank;
    const int one = s + forward;
    if (one >= 0 && one < 64 && (empty & bit(one))) {
      if (step_to & bit(one)) add_pawn(s, one, kNormal);
      const int two = one + forward;
      if (!kTacticalOnly && ((cfg.double_step_ranks >> relative_rank) & 1) && two >= 0 && two < 64 &&
          (empty & bit(two)))
        add_pawn(s, two, kDouble);
    }
    if (cfg.en_passant && b.ep_target >= 0 &&
        (t.pawn_captures[kOrthodoxPawn][us][s] & empty & bit(b.ep_target)) &&
        (enemy_victims & bit(b.ep_victim)))
      add(s, b.ep_target, kEnPassant);
  }
  // Pieces.
  const Bitboard quiet = kTacticalOnly ? 0 : empty;
  const Bitboard reachable = quiet | enemy_victims;
  for (Bitboard knights = mine[kKnight]; knights;) {
    const int s = pop_lsb(knights);
    for (Bitboard to = t.knight[s] & reachable; to;) add(s, pop_lsb(to), kNormal);
  }
  for (Bitboard sliders = mine[kBishop] | mine[kQueen]; sliders;) {
    const int s = pop_lsb(sliders);
    for (Bitboard to = t.bishop_attacks(s, occupied) & reachable; to;) add(s, pop_lsb(to), kNormal);
  }
  for (Bitboard sliders = mine[kRook] | mine[kQueen]; sliders;) {
    const int s = pop_lsb(sliders);
    for (Bitboard to = t.rook_attacks(s, occupied) & reachable; to;) add(s, pop_lsb(to), kNormal);
  }
  for (Bitboard to = t.king[king] & reachable; to;) add(king, pop_lsb(to), kNormal);
  for (Bitboard to = t.king[anti_king] & (quiet | friendly_victims); to;)
    add(anti_king, pop_lsb(to), kNormal);
  if (kTacticalOnly) return n;
  if (cfg.royal_leaps) {
    if (b.rights & bit(king))
      for (Bitboard to = t.knight[king] & empty; to;) add(king, pop_lsb(to), kNormal);
    if (b.rights & bit(anti_king))
      for (Bitboard to = t.knight[anti_king] & empty; to;) add(anti_king, pop_lsb(to), kNormal);
  }
  // Castling as variants/common/castling.cpp: the king goes two squares towards the first unit beyond
  // it on the rank, an own rook that keeps its right and stands beyond the target; not while "in check"
  // (king attacked or anti-king unattacked), nor across or onto an attacked square.
  if (cfg.castling && (b.rights & bit(king)) && !checkers && guards) {
    const int file = king % 8;
    for (int direction : {1, -1}) {
      int rook = king + direction, rook_file = file + direction;
      while (rook_file >= 0 && rook_file < 8 && (empty & bit(rook)))
        rook += direction, rook_file += direction;
      if (rook_file < 0 || rook_file >= 8) continue;
      if (!(b.rights & bit(rook)) || !(mine[kRook] & bit(rook))) continue;
      const int crossed = king + direction, target = king + 2 * direction, target_file = file + 2 * direction;
      if (target_file < 0 || target_file >= 8 || crossed == rook || target == rook) continue;
      if (attacked(t, cfg, b, crossed, them, occupied, 0, false) ||
          attacked(t, cfg, b, target, them, occupied, 0, false))
        continue;
      FastMove m{static_cast<uint8_t>(king), static_cast<uint8_t>(target), kCastle, kEmpty,
                 static_cast<uint8_t>(rook), static_cast<uint8_t>(crossed)};
      if (legal_after(t, cfg, b, m)) out[n++] = m;
    }
  }
  return n;
}

int generate_legal(const Tables& t, const Config& cfg, const Board& b, FastMove* out) {
  return generate_moves<false>(t, cfg, b, out);
}

int generate_tactical(const Tables& t, const Config& cfg, const Board& b, FastMove* out) {
  return generate_moves<true>(t, cfg, b, out);
}

std::optional<uint8_t> type_of(PieceKind k, PieceKind pawn_kind) {
  switch (k) {
    case PieceKind::Knight:
      return kKnight;
    case PieceKind::Bishop:
      return kBishop;
    case PieceKind::Rook:
      return kRook;
    case PieceKind::Queen:
      return kQueen;
    case PieceKind::King:
      return kKing;
    case PieceKind::AntiKing:
      return kAntiKing;
    default:
      break;
  }
  if (k == pawn_kind) return kPawn;
  return std::nullopt;
}

// The configuration for this rule set, or nullopt when it holds anything the board does not model.
std::optional<Config> config_for(const Rules& rules) {
  if (rules.geometry().width() != 8 || rules.geometry().height() != 8) return std::nullopt;
  Config cfg;
  bool royalty = false;
  for (const auto& module : rules.modules()) {
    const RuleModule* m = module.get();
    if (dynamic_cast<const AntiKingRoyalty*>(m))
      royalty = true;
    else if (dynamic_cast<const Castling*>(m))
      cfg.castling = true;
    else if (dynamic_cast<const RoyalKnightLeaps*>(m))
      cfg.royal_leaps = true;
    else if (!dynamic_cast<const DrawRules*>(m))
      return std::nullopt;  // draw claims do not touch perft
  }
  const RuleParams& params = rules.params();
  if (!royalty || params.royal_capture || params.castling_through_check) return std::nullopt;
  const bool orthodox = rules.uses(PieceKind::Pawn), berolina = rules.uses(PieceKind::BerolinaPawn);
  if (orthodox == berolina) return std::nullopt;
  for (int k = static_cast<int>(PieceKind::King); k < kPieceKindCount; ++k) {
    const auto kind = static_cast<PieceKind>(k);
    if (!rules.uses(kind)) continue;
    if (!type_of(kind, orthodox ? PieceKind::Pawn : PieceKind::BerolinaPawn)) return std::nullopt;
    // Only the built-in walks are modelled.
    const PieceDef& def = rules.def(kind);
    if (def.special || def.parts.size() != builtin_piece(kind).parts.size()) return std::nullopt;
  }
  cfg.pawns = berolina ? kBerolinaPawn : kOrthodoxPawn;
  cfg.en_passant = params.en_passant;
  cfg.double_step_ranks = params.double_step_ranks;
  // Berolina double steps and en passant are not modelled (the anti-king games have neither).
  if (berolina && (cfg.en_passant || cfg.double_step_ranks)) return std::nullopt;
  if (params.promotion_kinds.size() > cfg.promotions.size()) return std::nullopt;
  for (PieceKind k : params.promotion_kinds) {
    const auto type = type_of(k, PieceKind::None);
    if (!type || *type == kKing || *type == kAntiKing) return std::nullopt;
    cfg.promotions[static_cast<size_t>(cfg.promotion_count++)] = *type;
  }
  return cfg;
}

std::optional<Board> board_for(const Rules& rules, const Position& pos) {
  if (!pos.underworld().empty()) return std::nullopt;
  const PieceKind pawn_kind = rules.uses(PieceKind::Pawn) ? PieceKind::Pawn : PieceKind::BerolinaPawn;
  Board b{};
  b.type.fill(kEmpty);
  for (int s = 0; s < 64; ++s) {
    const Square square(s % 8, s / 8);
    if (pos.has_right(square)) b.rights |= bit(s);
    const Piece p = pos.at(square);
    if (p.is_empty()) continue;
    if (p.colour() != Colour::White && p.colour() != Colour::Black) return std::nullopt;
    const auto type = type_of(p.kind(), pawn_kind);
    if (!type || p.attributes() != 0) return std::nullopt;
    b.put(s, index_of(p.colour()), *type);
  }
  for (int c = 0; c < 2; ++c)
    if (std::popcount(b.pieces[c][kKing]) != 1 || std::popcount(b.pieces[c][kAntiKing]) != 1)
      return std::nullopt;
  b.side = pos.side_to_move() == Colour::Black ? 1 : 0;
  b.ep_target = b.ep_victim = -1;
  const Square ep = pos.en_passant(), victim = pos.en_passant_victim();
  if (ep.is_some()) {
    // The board finds the victim behind the target square, as a double step leaves it.
    if (victim.is_none() || victim.file() != ep.file() || victim.rank() != ep.rank() + (b.side == 0 ? -1 : 1))
      return std::nullopt;
    b.ep_target = static_cast<int8_t>(ep.rank() * 8 + ep.file());
    b.ep_victim = static_cast<int8_t>(victim.rank() * 8 + victim.file());
  }
  return b;
}

uint64_t perft(const Tables& t, const Config& cfg, const Board& b, int depth) {
  FastMove moves[kMaxMoves];
  const int n = generate_legal(t, cfg, b, moves);
  if (depth == 1) return static_cast<uint64_t>(n);
  uint64_t total = 0;
  for (int i = 0; i < n; ++i) {
    Board child = b;
    play(cfg, child, moves[i]);
    total += perft(t, cfg, child, depth - 1);
  }
  return total;
}

}  // namespace antiking_board

std::optional<uint64_t> anti_king_fast_perft(const Rules& rules, const Position& pos, int depth) {
  const auto cfg = antiking_board::config_for(rules);
  if (!cfg || pos.has_hole()) return std::nullopt;
  const auto board = antiking_board::board_for(rules, pos);
  if (!board) return std::nullopt;
  if (depth <= 0) return 1;
  return antiking_board::perft(antiking_board::tables(), *cfg, *board, depth);
}

}  // namespace nightrider