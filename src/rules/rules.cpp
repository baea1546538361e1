#include "rules/rules.h"

#include <cassert>
#include <cctype>

namespace nightrider {

std::string result_string(Result r) {
  switch (r) {
    case Result::WhiteWins:
      return "1-0";
    case Result::BlackWins:
      return "0-1";
    case Result::Draw:
      return "1/2-1/2";
    case Result::Ongoing:
      break;
  }
  return "*";
}

std::string result_words(Result r) {
  switch (r) {
    case Result::WhiteWins:
      return "White wins";
    case Result::BlackWins:
      return "Black wins";
    case Result::Draw:
      return "draw";
    case Result::Ongoing:
      break;
  }
  return "";
}

Rules::Rules(std::string name, std::shared_ptr<const Geometry> geometry)
    : name_(std::move(name)), geometry_(std::move(geometry)) {
  letters_.fill('?');
}

void Rules::use_piece(PieceKind kind, char letter, const SpecialWalk* special) {
  PieceDef d = builtin_piece(kind);
  d.letter = letter;
  if (special) d.special = special;
  defs_[static_cast<int>(kind)] = d;
  used_[static_cast<int>(kind)] = true;
  letters_[static_cast<int>(kind)] = letter;
  rebuild_probes();
}

void Rules::add_module(std::unique_ptr<RuleModule> module) {
  const RuleModule* m = module.get();
  const unsigned h = m->hooks();
  if (h & kHookGenerate) generate_hooks_.push_back(m);
  if (h & kHookFilter) filter_hooks_.push_back(m);
  if (h & kHookAfterMove) after_hooks_.push_back(m);
  if (h & kHookLegality) legality_hooks_.push_back(m);
  if (h & kHookObservation) observation_hooks_.push_back(m);
  if (h & kHookCheck) check_hooks_.push_back(m);
  if (h & kHookGameEnd) game_end_hooks_.push_back(m);
  if (h & kHookDrawClaim) draw_hooks_.push_back(m);
  if (h & kHookObligation) obligation_hooks_.push_back(m);
  if (h & kHookTurn) turn_hooks_.push_back(m);
  modules_.push_back(std::move(module));
}

std::optional<PieceKind> Rules::kind_for_letter(char upper) const {
  for (int k = static_cast<int>(PieceKind::King); k < kPieceKindCount; ++k)
    if (used_[k] && letters_[k] == upper) return static_cast<PieceKind>(k);
  return std::nullopt;
}

char Rules::fen_char(Piece p) const {
  const char c = letters_[static_cast<int>(p.kind())];
  return p.colour() == Colour::Black ? static_cast<char>(std::tolower(static_cast<unsigned char>(c))) : c;
}

void Rules::rebuild_probes() {
  for (int c = 0; c < 2; ++c) {
    leap_probes_[c].clear();
    ride_probes_[c].clear();
  }
  scan_kinds_ = 0;
  auto add = [](std::vector<Probe>& probes, Vec v, PieceKind k) {
    for (Probe& p : probes)
      if (p.vector.df == v.df && p.vector.dr == v.dr) {
        p.kinds |= 1u << static_cast<int>(k);
        return;
      }
    probes.push_back(Probe{v, 1u << static_cast<int>(k)});
  };
  for (int k = static_cast<int>(PieceKind::King); k < kPieceKindCount; ++k) {
    if (!used_[k]) continue;
    const PieceDef& d = defs_[k];
    if (d.target == CaptureTarget::Friend) continue;  // never attacks an enemy unit
    if (d.special) {
      scan_kinds_ |= 1u << k;
      continue;
    }
    for (const WalkPart& part : d.parts) {
      if (part.mode == StepMode::MoveOnly) continue;
      for (Vec v : part.vectors) {
        for (int c = 0; c < 2; ++c) {
          const Vec cv{v.df, static_cast<int8_t>(c == 0 ? v.dr : -v.dr)};
          if (part.step == StepKind::Leap)
            add(leap_probes_[c], cv, static_cast<PieceKind>(k));
          else if (part.step == StepKind::Ride)
            add(ride_probes_[c], cv, static_cast<PieceKind>(k));
          else
            scan_kinds_ |= 1u << k;
        }
      }
    }
  }
}

bool Rules::capturable(PieceKind mover_kind, Colour side, Piece victim) const {
  if (!victim.is_unit()) return false;
  if (!params_.royal_capture && def(victim.kind()).royal) return false;
  if (def(mover_kind).target == CaptureTarget::Friend) return victim.colour() == side;
  return victim.colour() != side;
}

// ---------------------------------------------------------------------------------------------------
// Move generation

void Rules::push_pawn_move(const Position& pos, Move m, Colour side, MoveList& out) const {
  if (!params_.promotion_kinds.empty() &&
      pos.geometry().relative_rank(m.to, side) == pos.geometry().height() - 1) {
    for (PieceKind k : params_.promotion_kinds) {
      m.promotion = k;
      out.push(m);
    }
    return;
  }
  out.push(m);
}

void Rules::generate_piece(const Position& pos, Square from, Piece p, Colour side, MoveList& out) const {
  const PieceDef& d = def(p.kind());
  if (d.special) {
    d.special->generate(pos, from, out);
    return;
  }
  const Geometry& geo = pos.geometry();
  const int forward = side == Colour::Black ? -1 : 1;
  for (const WalkPart& part : d.parts) {
    const bool can_move = part.mode != StepMode::CaptureOnly;
    const bool can_capture = part.mode != StepMode::MoveOnly;
    for (Vec v : part.vectors) {
      const int df = v.df, dr = v.dr * forward;
      switch (part.step) {
        case StepKind::Leap: {
          const Square to = geo.offset(from, df, dr);
          if (to.is_none()) break;
          const Piece target = pos.at(to);
          if (target.is_empty()) {
            if (can_move) {
              if (!d.pawn) {
                out.push(Move{from, to});
              } else {
                push_pawn_move(pos, Move{from, to}, side, out);
                if ((params_.double_step_ranks >> geo.relative_rank(from, side)) & 1) {
                  const Square to2 = geo.offset(to, df, dr);
                  if (to2.is_some() && pos.at(to2).is_empty()) {
                    Move m{from, to2, MoveKind::DoubleStep};
                    m.aux = static_cast<uint8_t>(to.index());
                    push_pawn_move(pos, m, side, out);
                  }
                }
              }
            } else if (d.pawn && params_.en_passant && to == pos.en_passant()) {
              const Square victim = pos.en_passant_victim();
              if (capturable(p.kind(), side, pos.at(victim))) {
                Move m{from, to, MoveKind::EnPassant, kFlagCapture};
                m.aux = static_cast<uint8_t>(victim.index());
                out.push(m);
              }
            }
          } else if (can_capture && capturable(p.kind(), side, target)) {
            Move m{from, to, MoveKind::Normal, kFlagCapture};
            if (d.pawn)
              push_pawn_move(pos, m, side, out);
            else
              out.push(m);
          }
          break;
        }
        case StepKind::Ride: {
          Square to = geo.offset(from, df, dr);
          while (to.is_some()) {
            const Piece target = pos.at(to);
            if (target.is_empty()) {
              if (can_move) out.push(Move{from, to});
            } else {
              if (can_capture && capturable(p.kind(), side, target))
                out.push(Move{from, to, MoveKind::Normal, kFlagCapture});
              break;
            }
            to = geo.offset(to, df, dr);
          }
          break;
        }
        case StepKind::Hop: {
          Square hurdle = geo.offset(from, df, dr);
          while (hurdle.is_some() && pos.at(hurdle).is_empty()) hurdle = geo.offset(hurdle, df, dr);
          if (hurdle.is_none() || pos.at(hurdle).is_hole()) break;
          const Square to = geo.offset(hurdle, df, dr);
          if (to.is_none()) break;
          const Piece target = pos.at(to);
          if (target.is_empty()) {
            if (can_move) out.push(Move{from, to});
          } else if (can_capture && capturable(p.kind(), side, target)) {
            out.push(Move{from, to, MoveKind::Normal, kFlagCapture});
          }
          break;
        }
      }
    }
  }
}

void Rules::generate_pseudo_legal(const Position& pos, MoveList& out) const {
  const Colour side = pos.side_to_move();
  for (Square s : pos.geometry().squares()) {
    const Piece p = pos.at(s);
    if (movable_by(p, side)) generate_piece(pos, s, p, side, out);
  }
  for (const RuleModule* m : generate_hooks_) m->generate(pos, *this, out);
}

bool Rules::admits(const Position& pos, const Move& m) const {
  for (const RuleModule* f : filter_hooks_)
    if (!f->admits(pos, *this, m)) return false;
  return true;
}

bool Rules::legal_after_play(const Position& pos, Colour mover) const {
  bool ok = !in_check(pos, mover);
  for (size_t i = 0; ok && i < legality_hooks_.size(); ++i)
    ok = legality_hooks_[i]->legal_after(pos, *this, mover);
  return ok;
}

bool Rules::plays_legally(Position& pos, const Move& m) const {
  if (!admits(pos, m)) return false;
  const Colour mover = pos.side_to_move();
  play(pos, m);
  const bool ok = legal_after_play(pos, mover);
  pos.undo_move();
  return ok;
}

namespace {
bool contains(const MoveList& moves, const Move& m) {
  for (const Move& x : moves)
    if (x == m) return true;
  return false;
}
}  // namespace

bool Rules::is_legal(Position& pos, const Move& m) const {
  MoveList moves;
  if (has_obligations()) {
    legal_moves(pos, moves);
    return contains(moves, m);
  }
  if (!game_end_hooks_.empty() && rule_end(pos)) return false;
  generate_pseudo_legal(pos, moves);
  return contains(moves, m) && plays_legally(pos, m);
}

void Rules::legal_moves(Position& pos, MoveList& out) const {
  out.clear();
  if (!game_end_hooks_.empty() && rule_end(pos)) return;
  generate_pseudo_legal(pos, out);
  size_t kept = 0;
  for (size_t i = 0; i < out.size(); ++i)
    if (plays_legally(pos, out[i])) out[kept++] = out[i];
  out.truncate(kept);
  for (const RuleModule* m : obligation_hooks_) m->restrict(pos, *this, out);
}

size_t Rules::count_legal_moves(Position& pos) const {
  MoveList list;
  legal_moves(pos, list);
  return list.size();
}

bool Rules::en_passant_possible(const Position& pos, Square target, Colour capturer) const {
  const int forward = capturer == Colour::Black ? -1 : 1;
  for (int k = static_cast<int>(PieceKind::King); k < kPieceKindCount; ++k) {
    const PieceDef& d = defs_[k];
    if (!used_[k] || !d.pawn) continue;
    const Piece pawn(static_cast<PieceKind>(k), capturer);
    for (const WalkPart& part : d.parts) {
      if (part.mode == StepMode::MoveOnly || part.step != StepKind::Leap) continue;
      for (Vec v : part.vectors) {
        const Square from = pos.geometry().offset(target, -v.df, -v.dr * forward);
        if (from.is_some() && pos.at(from) == pawn) return true;
      }
    }
  }
  return false;
}

void Rules::play(Position& pos, const Move& m) const {
  pos.begin_move(m);
  const Piece mover = pos.at(m.from);
  switch (m.kind) {
    case MoveKind::Normal:
      if (!pos.at(m.to).is_empty()) pos.remove(m.to);
      pos.relocate(m.from, m.to);
      break;
    case MoveKind::DoubleStep:
      pos.relocate(m.from, m.to);
      if (params_.en_passant && en_passant_possible(pos, m.aux_square(), opposite(mover.colour())))
        pos.set_move_en_passant(m.aux_square(), m.to);
      break;
    case MoveKind::EnPassant:
      pos.remove(m.aux_square());
      pos.relocate(m.from, m.to);
      break;
    case MoveKind::Castle:
      pos.relocate(m.from, m.to);
      pos.relocate(m.aux_square(), m.aux2_square());
      break;
    case MoveKind::Swap: {
      const Piece other = pos.at(m.to);
      pos.remove(m.to);
      pos.relocate(m.from, m.to);
      pos.add(m.from, other);
      break;
    }
    case MoveKind::Kamikaze:
      pos.remove(m.to);
      pos.remove(m.from);
      break;
    case MoveKind::Suicide:
      pos.remove(m.from);
      break;
    case MoveKind::Special: {
      const SpecialWalk* walk = def(mover.kind()).special;
      assert(walk && walk->play && "a Special move comes from a piece with its own play function");
      walk->play(pos, m);
      break;
    }
    case MoveKind::Null:
      break;
  }
  if (m.promotion != PieceKind::None) pos.change(m.to, Piece(m.promotion, mover.colour()));
  if (m.is_capture() || def(mover.kind()).pawn) pos.reset_halfmove_clock();
  pos.begin_side_effects();
  for (const RuleModule* a : after_hooks_) a->after_move(pos, *this, m);
  bool ends_turn = true;
  for (const RuleModule* t : turn_hooks_) ends_turn = ends_turn && t->ends_turn(pos, *this, m);
  pos.end_move(ends_turn);
}

// ---------------------------------------------------------------------------------------------------
// Attack and check

bool Rules::observation_allowed(const Position& pos, Square from, Square target) const {
  for (const RuleModule* m : observation_hooks_)
    if (!m->observation_allowed(pos, *this, from, target)) return false;
  return true;
}

bool Rules::walk_attacks(const Position& pos, Square from, Piece p, Square target) const {
  const PieceDef& d = def(p.kind());
  if (d.special) return d.special->attacks(pos, from, target);
  if (d.target == CaptureTarget::Friend) return false;
  const Geometry& geo = pos.geometry();
  const int forward = p.colour() == Colour::Black ? -1 : 1;
  for (const WalkPart& part : d.parts) {
    if (part.mode == StepMode::MoveOnly) continue;
    for (Vec v : part.vectors) {
      const int df = v.df, dr = v.dr * forward;
      if (part.step == StepKind::Leap) {
        if (geo.offset(from, df, dr) == target) return true;
        continue;
      }
      Square s = geo.offset(from, df, dr);
      if (part.step == StepKind::Hop) {
        while (s.is_some() && pos.at(s).is_empty()) s = geo.offset(s, df, dr);
        if (s.is_some() && !pos.at(s).is_hole() && geo.offset(s, df, dr) == target) return true;
        continue;
      }
      while (s.is_some()) {
        if (s == target) return true;
        if (!pos.at(s).is_empty()) break;
        s = geo.offset(s, df, dr);
      }
    }
  }
  return false;
}

bool Rules::attacks(const Position& pos, Square from, Square target) const {
  const Piece p = pos.at(from);
  return p.is_unit() && walk_attacks(pos, from, p, target) && observation_allowed(pos, from, target);
}

bool Rules::is_attacked(const Position& pos, Square target, Colour by) const {
  const Geometry& geo = pos.geometry();
  const int c = index_of(by) & 1;
  auto attacker = [&](Piece p, uint32_t kinds) {
    return p.is_unit() && (p.colour() == by || p.colour() == Colour::Neutral) &&
           ((kinds >> static_cast<int>(p.kind())) & 1);
  };
  for (const Probe& probe : leap_probes_[c]) {
    const Square from = geo.offset(target, -probe.vector.df, -probe.vector.dr);
    if (from.is_some() && attacker(pos.at(from), probe.kinds) && observation_allowed(pos, from, target))
      return true;
  }
  for (const Probe& probe : ride_probes_[c]) {
    Square from = geo.offset(target, -probe.vector.df, -probe.vector.dr);
    while (from.is_some() && pos.at(from).is_empty())
      from = geo.offset(from, -probe.vector.df, -probe.vector.dr);
    if (from.is_some() && attacker(pos.at(from), probe.kinds) && observation_allowed(pos, from, target))
      return true;
  }
  if (scan_kinds_) {
    for (Square from : geo.squares()) {
      const Piece p = pos.at(from);
      if (attacker(p, scan_kinds_) && walk_attacks(pos, from, p, target) &&
          observation_allowed(pos, from, target))
        return true;
    }
  }
  return false;
}

bool Rules::in_check(const Position& pos, Colour c) const {
  for (const RuleModule* m : check_hooks_)
    if (auto answer = m->in_check(pos, *this, c)) return *answer;
  const Square k = pos.king(c);
  return k.is_some() && is_attacked(pos, k, opposite(c));
}

// ---------------------------------------------------------------------------------------------------
// Game end

std::optional<Outcome> Rules::rule_end(const Position& pos) const {
  for (const RuleModule* m : game_end_hooks_)
    if (auto o = m->game_end(pos, *this)) return o;
  return std::nullopt;
}

Outcome Rules::outcome(Position& pos, bool with_draw_claims) const {
  if (auto o = rule_end(pos)) return *o;
  const Colour side = pos.side_to_move();
  if (count_legal_moves(pos) == 0) {
    if (in_check(pos, side))
      return Outcome{side == Colour::White ? Result::BlackWins : Result::WhiteWins, "checkmate"};
    return Outcome{Result::Draw, params_.no_moves_reason};
  }
  if (with_draw_claims)
    for (const RuleModule* m : draw_hooks_)
      if (auto o = m->draw_claim(pos, *this)) return *o;
  return Outcome{};
}

}  // namespace nightrider
