// Magnetic and Anti-Magnetic Chess: reference perft counts, the annotated sample games of
// shared/testdata/games, and the rule decisions of RULES.md A1-A6.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <iostream>
#include <random>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "search/perft.h"
#include "support/test_paths.h"
#include "variants/magnetic_bitboard.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

std::string shared_file(const std::string& relative) {
  return std::string(nightrider::testing::shared_dir()) + "/" + relative;
}

std::vector<std::string> read_lines(const std::string& path) {
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << "cannot open " << path;
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(line);
  }
  return lines;
}

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::stringstream ss(s);
  for (std::string f; std::getline(ss, f, sep);) out.push_back(f);
  if (!s.empty() && s.back() == sep) out.emplace_back();
  return out;
}

std::string trim(std::string s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.pop_back();
  size_t i = 0;
  while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
  return s.substr(i);
}

// The first four FEN fields: board, side to move, castling rights, en passant.
std::string fen_state(const std::string& fen) {
  const auto fields = split(fen, ' ');
  return fields.at(0) + " " + fields.at(1) + " " + fields.at(2) + " " + fields.at(3);
}

// ---------------------------------------------------------------------------------------------------
// Field effects as written in the game files ("Qd8-d6", "d4-d1=Q", "e5-e7+") and as the engine made them.

struct Displaced {
  std::string squares;  // "d4-d1", or "d4-d1=Q" with the promotion
  char letter = 0;      // the unit's letter as written ('P' for a pawn), 0 if the annotator gave none
};

std::vector<Displaced> parse_effect_list(std::string text) {
  text = trim(text);
  if (!text.empty() && text.front() == '(') text = text.substr(1, text.size() - 2);
  text = trim(text);
  std::vector<Displaced> out;
  if (text == "-" || text.empty()) return out;
  static const std::regex item(R"(^([KQRBNP]?)([a-h][1-8])-([a-h][1-8])(=[QRBN])?\+?$)");
  for (const std::string& raw : split(text, ',')) {
    const std::string t = trim(raw);
    std::smatch m;
    EXPECT_TRUE(std::regex_match(t, m, item)) << "unreadable effect '" << t << "'";
    if (m.empty()) continue;
    Displaced d;
    d.squares = m[2].str() + "-" + m[3].str() + m[4].str();
    d.letter = m[1].length() ? m[1].str()[0] : 0;
    out.push_back(d);
  }
  return out;
}

std::set<std::string> squares_of(const std::vector<Displaced>& list) {
  std::set<std::string> out;
  for (const Displaced& d : list) out.insert(d.squares);
  return out;
}

// The displacements of the move just played, with the promotion that followed each.
std::vector<Displaced> engine_effects(const Rules& rules, const Position& pos) {
  const Geometry& geo = pos.geometry();
  std::vector<Displaced> out;
  const auto effects = pos.last_side_effects();
  for (size_t i = 0; i < effects.size(); ++i) {
    const Effect& e = effects[i];
    if (e.kind == EffectKind::Right) continue;
    if (e.kind == EffectKind::Relocate) {
      Displaced d;
      d.squares = geo.name(e.from) + "-" + geo.name(e.to);
      d.letter = rules.letter_for(e.piece.kind());
      out.push_back(d);
      continue;
    }
    if (e.kind == EffectKind::Change && !out.empty() && out.back().squares.size() == 5 &&
        out.back().squares.substr(3) == geo.name(e.from)) {
      out.back().squares += std::string("=") + rules.letter_for(e.piece.kind());
      continue;
    }
    ADD_FAILURE() << "unexpected side effect of kind " << static_cast<int>(e.kind);
  }
  return out;
}

// Every annotated letter names the unit the engine moved.
void expect_letters_agree(const std::vector<Displaced>& annotated, const std::vector<Displaced>& engine,
                          const std::string& where) {
  for (const Displaced& a : annotated) {
    if (!a.letter) continue;
    for (const Displaced& e : engine)
      if (e.squares.substr(0, 5) == a.squares.substr(0, 5)) {
        EXPECT_EQ(a.letter, e.letter) << where << " " << a.squares;
      }
  }
}

std::string strip_san(std::string s) {
  std::erase_if(s, [](char c) { return c == '+' || c == '#' || c == '!' || c == '?'; });
  if (auto p = s.find(' '); p != std::string::npos) s.resize(p);
  if (s == "0-0") s = "O-O";
  if (s == "0-0-0") s = "O-O-O";
  return s;
}

// ---------------------------------------------------------------------------------------------------
// 1. Reference perft counts.

struct PerftRow {
  std::string variant, fen;
  std::vector<std::pair<int, uint64_t>> counts;
};

std::vector<PerftRow> field_perft_rows() {
  std::vector<PerftRow> rows;
  for (const std::string& line : read_lines(shared_file("testdata/perft/perft.tsv"))) {
    if (line.empty() || line[0] == '#') continue;
    const auto fields = split(line, '\t');
    if (fields.size() < 3 || (fields[0] != "magnetic" && fields[0] != "antimagnetic")) continue;
    PerftRow row{fields[0], fields[1], {}};
    std::istringstream counts(fields[2]);
    for (std::string item; counts >> item;) {
      const auto colon = item.find(':');
      row.counts.emplace_back(std::stoi(item.substr(0, colon)), std::stoull(item.substr(colon + 1)));
    }
    rows.push_back(row);
  }
  return rows;
}

TEST(Magnetic, PerftMatchesReferenceFile) {
  const auto rows = field_perft_rows();
  ASSERT_FALSE(rows.empty());
  for (const PerftRow& row : rows) {
    const auto rules = make_variant(row.variant);
    Position pos = parse_fen(*rules, row.fen);
    const uint64_t hash = pos.hash();
    for (const auto& [depth, nodes] : row.counts) {
      // perft() takes the bitboard board (variants/magnetic_bitboard.h); perft_general() the rule modules.
      EXPECT_EQ(perft(*rules, pos, depth), nodes) << row.variant << " " << row.fen << " depth " << depth;
      EXPECT_EQ(perft_general(*rules, pos, depth), nodes)
          << row.variant << " " << row.fen << " depth " << depth;
      EXPECT_EQ(pos.hash(), hash);
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// 2. Jim Aikin's annotated Magnetic Chess games.

struct AnnotatedPly {
  std::string san;
  std::vector<Displaced> effects;
  bool annotated = false;
};

std::vector<std::vector<AnnotatedPly>> read_aikin_games() {
  std::vector<std::vector<AnnotatedPly>> games;
  static const std::regex move_number(R"(^\d+\.$)");
  for (const std::string& line : read_lines(shared_file("testdata/games/magnetic-aikin.txt"))) {
    const std::string t = trim(line);
    if (t.empty() || t[0] == '#') continue;
    if (t[0] == '[') {
      games.emplace_back();
      continue;
    }
    if (games.empty()) games.emplace_back();
    for (size_t i = 0; i < t.size();) {
      if (std::isspace(static_cast<unsigned char>(t[i]))) {
        ++i;
      } else if (t[i] == '(') {
        const size_t close = t.find(')', i);
        EXPECT_NE(close, std::string::npos) << line;
        EXPECT_FALSE(games.back().empty()) << line;
        if (close == std::string::npos || games.back().empty()) break;
        games.back().back().effects = parse_effect_list(t.substr(i, close - i + 1));
        games.back().back().annotated = true;
        i = close + 1;
      } else {
        size_t end = i;
        while (end < t.size() && !std::isspace(static_cast<unsigned char>(t[end])) && t[end] != '(') ++end;
        const std::string token = t.substr(i, end - i);
        if (!std::regex_match(token, move_number)) games.back().push_back(AnnotatedPly{token, {}, false});
        i = end;
      }
    }
  }
  return games;
}

TEST(Magnetic, AikinGamesReplayWithTheAnnotatedDisplacements) {
  const auto rules = make_magnetic();
  const auto games = read_aikin_games();
  ASSERT_EQ(games.size(), 2u);
  size_t annotated_plies = 0;
  for (size_t g = 0; g < games.size(); ++g) {
    Position pos = start_position(*rules);
    for (size_t ply = 0; ply < games[g].size(); ++ply) {
      const AnnotatedPly& a = games[g][ply];
      const std::string where =
          "game " + std::to_string(g + 1) + " ply " + std::to_string(ply + 1) + " " + a.san;
      annotated_plies += a.annotated;
      if (!a.annotated) {
        // Only king moves go without a list: a king makes no field.
        ASSERT_EQ(a.san[0], 'K') << where;
      }
      MoveList legal;
      rules->legal_moves(pos, legal);
      std::vector<Move> by_san, matching;
      for (const Move& m : legal)
        if (strip_san(to_san(*rules, pos, m)) == strip_san(a.san)) by_san.push_back(m);
      ASSERT_FALSE(by_san.empty()) << where << ": no legal move with this SAN";
      std::vector<Displaced> effects_of_match;
      for (const Move& m : by_san) {
        rules->play(pos, m);
        const auto effects = engine_effects(*rules, pos);
        rules->undo(pos);
        if (squares_of(effects) == squares_of(a.effects)) {
          matching.push_back(m);
          effects_of_match = effects;
        }
      }
      ASSERT_EQ(matching.size(), 1u) << where << ": " << by_san.size() << " move(s) with this SAN, "
                                     << matching.size() << " with the annotated displacements";
      expect_letters_agree(a.effects, effects_of_match, where);
      // The SAN the engine writes carries the same displacements and reads back as the same move.
      const std::string san = to_san(*rules, pos, matching[0]);
      EXPECT_EQ(parse_move(*rules, pos, san), matching[0]) << where << " " << san;
      EXPECT_EQ(parse_move(*rules, pos, to_uci(*rules, pos, matching[0])), matching[0]) << where;
      rules->play(pos, matching[0]);
      EXPECT_EQ(rules->outcome(pos).result, Result::Ongoing) << where;
    }
  }
  // RULES.md B 1.1: 41 plies; all but the two king moves (8...Kxf8, 5...Kf7) carry a list.
  EXPECT_EQ(games[0].size() + games[1].size(), 41u);
  EXPECT_EQ(annotated_plies, 39u);
}

TEST(Magnetic, AikinPromotionReadsAsSanWithItsDisplacement) {
  // Game 1 up to 10...Rd8 (d4-d1=Q): the black pawn pushed to d1 becomes a queen of Black's choice.
  const auto rules = make_magnetic();
  const auto games = read_aikin_games();
  ASSERT_GE(games.size(), 1u);
  Position pos = start_position(*rules);
  for (size_t ply = 0; ply + 1 < 20; ++ply) {
    MoveList legal;
    rules->legal_moves(pos, legal);
    std::optional<Move> chosen;
    for (const Move& m : legal)
      if (strip_san(to_san(*rules, pos, m)) == strip_san(games[0][ply].san)) {
        rules->play(pos, m);
        const bool same = squares_of(engine_effects(*rules, pos)) == squares_of(games[0][ply].effects);
        rules->undo(pos);
        if (same) chosen = m;
      }
    ASSERT_TRUE(chosen) << games[0][ply].san;
    rules->play(pos, *chosen);
  }
  ASSERT_EQ(games[0][19].san, "Rd8");
  std::set<std::string> sans, ucis;
  MoveList legal;
  rules->legal_moves(pos, legal);
  for (const Move& m : legal)
    if (strip_san(to_san(*rules, pos, m)) == "Rd8") {
      sans.insert(to_san(*rules, pos, m));
      ucis.insert(to_uci(*rules, pos, m));
      EXPECT_EQ(parse_move(*rules, pos, to_san(*rules, pos, m)), m);
      EXPECT_EQ(parse_move(*rules, pos, to_uci(*rules, pos, m)), m);
    }
  EXPECT_EQ(sans,
            (std::set<std::string>{"Rd8 (d4-d1=Q)", "Rd8 (d4-d1=R)", "Rd8 (d4-d1=B)", "Rd8 (d4-d1=N)"}));
  EXPECT_EQ(ucis, (std::set<std::string>{"a8d8/d1q", "a8d8/d1r", "a8d8/d1b", "a8d8/d1n"}));
}

// ---------------------------------------------------------------------------------------------------
// 3. Neto - Chaunier, Anti-Magnetic Chess (reconstruction B of RULES.md B 1.4).

struct TsvPly {
  std::string ply, printed, played, effects, fen_before, fen_after, note;
};

std::vector<TsvPly> read_neto_chaunier() {
  std::vector<TsvPly> out;
  bool header_seen = false;
  for (const std::string& line : read_lines(shared_file("testdata/games/antimagnetic-neto-chaunier.tsv"))) {
    if (line.empty() || line[0] == '#') continue;
    auto f = split(line, '\t');
    if (!header_seen) {
      header_seen = true;
      EXPECT_EQ(f.at(0), "ply");
      continue;
    }
    f.resize(7);
    out.push_back(TsvPly{f[0], f[1], f[2], f[3], f[4], f[5], f[6]});
  }
  return out;
}

// The legal moves written in the long form "c2-c4", "Qd8xd5", "b5xc4", "O-O-O".
std::vector<Move> moves_in_long_form(const Rules& rules, Position& pos, const std::string& text) {
  MoveList legal;
  rules.legal_moves(pos, legal);
  std::vector<Move> out;
  if (text == "O-O" || text == "O-O-O") {
    for (const Move& m : legal)
      if (m.kind == MoveKind::Castle && (m.to.file() > m.from.file()) == (text == "O-O")) out.push_back(m);
    return out;
  }
  static const std::regex long_form(R"(^([KQRBN]?)([a-h][1-8])([-x])([a-h][1-8])(=[QRBN])?$)");
  std::smatch m;
  EXPECT_TRUE(std::regex_match(text, m, long_form)) << text;
  if (m.empty()) return out;
  const Geometry& geo = pos.geometry();
  const Square from = *geo.parse(m[2].str()), to = *geo.parse(m[4].str());
  const char letter = m[1].length() ? m[1].str()[0] : 'P';
  for (const Move& mv : legal) {
    if (mv.from != from || mv.to != to) continue;
    EXPECT_EQ(rules.letter_for(pos.at(from).kind()), letter) << text;
    EXPECT_EQ(mv.is_capture(), m[3].str() == "x") << text;
    if (m[5].length() && rules.letter_for(mv.promotion) != m[5].str()[1]) continue;
    out.push_back(mv);
  }
  return out;
}

TEST(Antimagnetic, NetoChaunierGameEveryPlyFromItsRecordedPosition) {
  const auto rules = make_antimagnetic();
  const auto plies = read_neto_chaunier();
  ASSERT_EQ(plies.size(), 45u);
  static const std::regex omitted(R"(players omitted ([KQRBNP]?)([a-h][1-8])-([a-h][1-8]))");
  int clock_mismatches = 0, nonzero_clocks = 0, omissions = 0;
  for (const TsvPly& p : plies) {
    const std::string where = "ply " + p.ply + " " + p.played;
    Position pos = parse_fen(*rules, p.fen_before);
    const auto candidates = moves_in_long_form(*rules, pos, p.played);
    ASSERT_EQ(candidates.size(), 1u) << where << ": legal moves matching the long form";
    rules->play(pos, candidates[0]);
    const auto effects = engine_effects(*rules, pos);
    const std::string engine_fen = to_fen(*rules, pos);

    auto recorded = parse_effect_list(p.effects);
    std::smatch om;
    if (std::regex_search(p.note, om, omitted)) {
      ++omissions;
      // The rules apply the displacement the players forgot: the engine's position is the recorded one
      // with that displacement made.
      EXPECT_NE(fen_state(engine_fen), fen_state(p.fen_after)) << where;
      Position corrected = parse_fen(*rules, p.fen_after);
      const Geometry& geo = corrected.geometry();
      const Square from = *geo.parse(om[2].str()), to = *geo.parse(om[3].str());
      ASSERT_TRUE(corrected.at(from).is_unit()) << where;
      ASSERT_TRUE(corrected.at(to).is_empty()) << where;
      if (om[1].length()) {
        EXPECT_EQ(rules->letter_for(corrected.at(from).kind()), om[1].str()[0]) << where;
      }
      corrected.put(to, corrected.at(from));
      corrected.put(from, Piece());
      EXPECT_EQ(fen_state(engine_fen), fen_state(to_fen(*rules, corrected))) << where;
      recorded.push_back(
          Displaced{om[2].str() + "-" + om[3].str(), om[1].length() ? om[1].str()[0] : char(0)});
    } else {
      EXPECT_EQ(fen_state(engine_fen), fen_state(p.fen_after)) << where;
    }
    EXPECT_EQ(squares_of(effects), squares_of(recorded)) << where;
    expect_letters_agree(recorded, effects, where);

    // The fullmove number must agree; the file's halfmove clocks are placeholders (see the report).
    const auto engine_fields = split(engine_fen, ' ');
    const auto file_fields = split(p.fen_after, ' ');
    EXPECT_EQ(engine_fields.at(5), file_fields.at(5)) << where;
    nonzero_clocks += file_fields.at(4) != "0";
    clock_mismatches += engine_fields.at(4) != file_fields.at(4);
  }
  EXPECT_EQ(omissions, 2);
  std::cout << "[ info ] Neto-Chaunier: " << nonzero_clocks
            << " non-zero halfmove clocks in fen_after; the engine's "
            << "clock differs from the file's on " << clock_mismatches << " of " << plies.size()
            << " plies\n";
}

TEST(Antimagnetic, NetoChaunierGamePlaysThroughFromTheStart) {
  // Played in sequence, the engine's positions follow the record, except that the two displacements
  // the players forgot persist; so replay from each recorded position is the test above, and here we
  // only check that the plies up to the first omission chain exactly.
  const auto rules = make_antimagnetic();
  const auto plies = read_neto_chaunier();
  Position pos = start_position(*rules);
  for (const TsvPly& p : plies) {
    EXPECT_EQ(fen_state(to_fen(*rules, pos)), fen_state(p.fen_before)) << "ply " << p.ply;
    if (p.note.find("omitted") != std::string::npos) break;
    const auto candidates = moves_in_long_form(*rules, pos, p.played);
    ASSERT_EQ(candidates.size(), 1u) << "ply " << p.ply;
    rules->play(pos, candidates[0]);
  }
}

// ---------------------------------------------------------------------------------------------------
// 4. The rule decisions.

std::vector<std::string> legal_ucis(const Rules& rules, Position& pos) {
  MoveList legal;
  rules.legal_moves(pos, legal);
  std::vector<std::string> out;
  for (const Move& m : legal) out.push_back(to_uci(rules, pos, m));
  std::sort(out.begin(), out.end());
  return out;
}

bool has(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

Move must_parse(const Rules& rules, Position& pos, const std::string& text) {
  const auto m = parse_move(rules, pos, text);
  EXPECT_TRUE(m) << "no legal move " << text << " in " << to_fen(rules, pos);
  return m ? *m : Move{};
}

std::string play_and_describe(const Rules& rules, Position& pos, const std::string& text) {
  const Move m = must_parse(rules, pos, text);
  rules.play(pos, m);
  return side_effects_text(rules, pos);
}

TEST(Magnetic, CastlingOutOfAndThroughAttackedSquaresIsAllowed) {
  for (const char* variant : {"magnetic", "antimagnetic"}) {
    const auto rules = make_variant(variant);
    // The black rooks attack e1 (the king) and f1 (the square it crosses).
    Position pos = parse_fen(*rules, "k3rr2/8/8/8/8/8/8/4K2R w K - 0 1");
    ASSERT_TRUE(has(legal_ucis(*rules, pos), "e1g1")) << variant;
    const std::string effects = play_and_describe(*rules, pos, "O-O");
    // The rook arriving on f1 makes the field: the black rook on f8 is the nearest unit on the f-file.
    EXPECT_EQ(effects, std::string(variant) == "magnetic" ? "(Rf8-f2)" : "") << variant;
    EXPECT_EQ(split(to_fen(*rules, pos), '/')[0], std::string(variant) == "magnetic" ? "k3r3" : "k3rr2");
  }
  // The king may also castle into an attacked square.
  const auto rules = make_magnetic();
  Position pos = parse_fen(*rules, "k5r1/8/8/8/8/8/8/4K2R w K - 0 1");
  EXPECT_TRUE(has(legal_ucis(*rules, pos), "e1g1"));
}

TEST(Magnetic, CastlingNeedsEmptySquaresAndAnUnmovedKingAndRook) {
  const auto rules = make_magnetic();
  Position pos = parse_fen(*rules, "4k3/8/8/8/8/8/8/RN2K1NR w KQ - 0 1");
  const auto moves = legal_ucis(*rules, pos);
  EXPECT_FALSE(has(moves, "e1g1"));
  EXPECT_FALSE(has(moves, "e1c1"));
}

TEST(Magnetic, RookDisplacedByTheFieldLosesItsCastlingRightForGood) {
  const auto rules = make_magnetic();
  Position pos = parse_fen(*rules, "4k3/7r/8/8/Q7/8/8/4K2R b K - 0 1");
  EXPECT_EQ(play_and_describe(*rules, pos, "Rh3"), "(Rh1-h2)");  // the enemy rook is attracted
  EXPECT_EQ(split(to_fen(*rules, pos), ' ')[2], "-");
  // The king has not moved, but with no rook partner left its right allows nothing and is dropped, so
  // that positions with the same castling possibilities hash alike (Castling runs after the field).
  EXPECT_FALSE(pos.has_right(*pos.geometry().parse("e1")));
  EXPECT_EQ(play_and_describe(*rules, pos, "Rxh3"), "");
  EXPECT_EQ(play_and_describe(*rules, pos, "Kd8"), "");
  // The queen arriving on h4 repels the friendly rook back into its corner.
  EXPECT_EQ(play_and_describe(*rules, pos, "Qh4"), "(Rh3-h1)");
  EXPECT_EQ(pos.at(*pos.geometry().parse("h1")), Piece(PieceKind::Rook, Colour::White));
  EXPECT_EQ(play_and_describe(*rules, pos, "Kc8"), "");
  EXPECT_FALSE(has(legal_ucis(*rules, pos), "e1g1"));
  EXPECT_EQ(split(to_fen(*rules, pos), ' ')[2], "-");
}

TEST(Magnetic, CapturingTheKingEndsTheGameWithoutAField) {
  for (const char* variant : {"magnetic", "antimagnetic"}) {
    const auto rules = make_variant(variant);
    // A king standing en prise is legal; the black rook on a8 would feel the field of the capture.
    Position pos = parse_fen(*rules, "r3k3/8/8/8/8/8/8/4R1K1 w - - 0 1");
    ASSERT_TRUE(has(legal_ucis(*rules, pos), "e1e8")) << variant;
    EXPECT_EQ(play_and_describe(*rules, pos, "Rxe8"), "") << variant;
    EXPECT_EQ(rules->count_legal_moves(pos), 0u) << variant;
    const Outcome o = rules->outcome(pos);
    EXPECT_EQ(o.result, Result::WhiteWins) << variant;
    EXPECT_EQ(o.reason, "king captured");
    EXPECT_EQ(perft(*rules, pos, 1), 0u);
    EXPECT_EQ(perft(*rules, pos, 3), 0u);
    // The finished game reads back from its FEN (a missing king is a result here, not an error).
    Position finished = parse_fen(*rules, to_fen(*rules, pos));
    EXPECT_EQ(rules->outcome(finished).reason, "king captured") << variant;
    EXPECT_EQ(rules->count_legal_moves(finished), 0u) << variant;
  }
  // Black captures too, and a king may walk next to the enemy king.
  const auto rules = make_magnetic();
  Position pos = parse_fen(*rules, "8/8/8/8/8/8/3k4/4K3 w - - 0 1");
  EXPECT_TRUE(has(legal_ucis(*rules, pos), "e1d2"));
  EXPECT_TRUE(has(legal_ucis(*rules, pos), "e1e2"));
  rules->play(pos, must_parse(*rules, pos, "Ke2"));
  rules->play(pos, must_parse(*rules, pos, "Kxe2"));
  EXPECT_EQ(rules->outcome(pos).result, Result::BlackWins);
}

TEST(Antimagnetic, EnemyPawnPushedOntoItsLastRankPromotesAsTheMoverChooses) {
  const auto rules = make_antimagnetic();
  Position pos = parse_fen(*rules, "4k3/8/8/R7/3p4/8/8/4K3 w - - 0 1");
  MoveList legal;
  rules->legal_moves(pos, legal);
  std::set<std::string> sans, ucis;
  std::set<PieceKind> kinds;
  for (const Move& m : legal) {
    if (to_uci(*rules, pos, m).substr(0, 4) != "a5d5") continue;
    sans.insert(to_san(*rules, pos, m));
    ucis.insert(to_uci(*rules, pos, m));
    EXPECT_EQ(parse_move(*rules, pos, to_uci(*rules, pos, m)), m);
    EXPECT_EQ(parse_move(*rules, pos, to_san(*rules, pos, m)), m);
    rules->play(pos, m);
    const Piece promoted = pos.at(*pos.geometry().parse("d1"));
    EXPECT_EQ(promoted.colour(), Colour::Black);
    kinds.insert(promoted.kind());
    EXPECT_TRUE(pos.at(*pos.geometry().parse("d4")).is_empty());
    rules->undo(pos);
  }
  EXPECT_EQ(sans,
            (std::set<std::string>{"Rd5 (d4-d1=Q)", "Rd5 (d4-d1=R)", "Rd5 (d4-d1=B)", "Rd5 (d4-d1=N)"}));
  EXPECT_EQ(ucis, (std::set<std::string>{"a5d5/d1q", "a5d5/d1r", "a5d5/d1b", "a5d5/d1n"}));
  EXPECT_EQ(kinds,
            (std::set<PieceKind>{PieceKind::Queen, PieceKind::Rook, PieceKind::Bishop, PieceKind::Knight}));
  // The same move in Magnetic Chess attracts the enemy pawn instead (it is already adjacent): one move.
  const auto magnetic = make_magnetic();
  Position mpos = parse_fen(*magnetic, "4k3/8/8/R7/3p4/8/8/4K3 w - - 0 1");
  const auto moves = legal_ucis(*magnetic, mpos);
  EXPECT_EQ(
      std::count_if(moves.begin(), moves.end(), [](const std::string& s) { return s.rfind("a5d5", 0) == 0; }),
      1);
}

TEST(Magnetic, OwnPawnRepelledOntoItsLastRankPromotes) {
  const auto rules = make_magnetic();
  // Rc1 repels the white pawn c2 along the open file up to c8 (Aikin game 2, 10.Rc1).
  Position pos = parse_fen(*rules, "4k3/8/8/8/8/8/2P5/R3K3 w - - 0 1");
  std::set<std::string> sans;
  MoveList legal;
  rules->legal_moves(pos, legal);
  for (const Move& m : legal)
    if (to_uci(*rules, pos, m).rfind("a1c1", 0) == 0) sans.insert(to_san(*rules, pos, m));
  EXPECT_EQ(sans,
            (std::set<std::string>{"Rc1 (c2-c8=Q)", "Rc1 (c2-c8=R)", "Rc1 (c2-c8=B)", "Rc1 (c2-c8=N)"}));
}

TEST(Magnetic, PawnsDoubleStepFromTheirFirstAndSecondRanks) {
  for (const char* variant : {"magnetic", "antimagnetic"}) {
    const auto rules = make_variant(variant);
    Position pos = parse_fen(*rules, "4k2p/8/8/8/8/8/1P6/P3K3 w - - 0 1");
    auto moves = legal_ucis(*rules, pos);
    EXPECT_TRUE(has(moves, "a1a2")) << variant;
    EXPECT_TRUE(has(moves, "a1a3")) << variant;
    EXPECT_FALSE(has(moves, "a1a4")) << variant;
    EXPECT_TRUE(has(moves, "b2b4")) << variant;
    rules->play(pos, must_parse(*rules, pos, "a1a3"));
    moves = legal_ucis(*rules, pos);
    EXPECT_TRUE(has(moves, "h8h7")) << variant;
    EXPECT_TRUE(has(moves, "h8h6")) << variant;
    EXPECT_FALSE(has(moves, "h8h5")) << variant;
    // A pawn that stepped forward from its first rank may double-step again from its second.
    rules->play(pos, must_parse(*rules, pos, "h8h7"));
    rules->play(pos, must_parse(*rules, pos, "Kd1"));
    EXPECT_TRUE(has(legal_ucis(*rules, pos), "h7h5")) << variant;
    // The first square must be empty for a double step.
    Position blocked = parse_fen(*rules, "4k3/8/8/8/8/8/n7/P3K3 w - - 0 1");
    EXPECT_FALSE(has(legal_ucis(*rules, blocked), "a1a3")) << variant;
  }
}

TEST(Magnetic, ThereIsNoEnPassant) {
  for (const char* variant : {"magnetic", "antimagnetic"}) {
    const auto rules = make_variant(variant);
    // The knight c4 keeps the pawn d4 in place when Anti-Magnetic Chess repels it.
    Position pos = parse_fen(*rules, "4k3/8/8/8/2np4/8/4P3/4K3 w - - 0 1");
    EXPECT_EQ(play_and_describe(*rules, pos, "e2e4"), "") << variant;
    EXPECT_EQ(split(to_fen(*rules, pos), ' ')[3], "-") << variant;
    EXPECT_TRUE(pos.en_passant().is_none()) << variant;
    const auto moves = legal_ucis(*rules, pos);
    EXPECT_FALSE(has(moves, "d4e3")) << variant;
    EXPECT_TRUE(has(moves, "d4d3")) << variant;
    EXPECT_THROW(parse_fen(*rules, "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1"), FenError) << variant;
  }
}

TEST(Magnetic, ASideWithoutAnyMoveDraws) {
  for (const char* variant : {"magnetic", "antimagnetic"}) {
    const auto rules = make_variant(variant);
    // Every white unit is walled in by its own units or blocked head-on by black pawns.
    Position pos = parse_fen(*rules, "7k/8/8/8/1p6/pPp5/PRP5/KB6 w - - 0 1");
    EXPECT_EQ(rules->count_legal_moves(pos), 0u) << variant;
    const Outcome o = rules->outcome(pos);
    EXPECT_EQ(o.result, Result::Draw) << variant;
    EXPECT_EQ(o.reason, "no legal move") << variant;
  }
}

TEST(Magnetic, KingsAreNeutralAndShieldTheField) {
  const auto rules = make_magnetic();
  // The bishop lands on d4: up the file the white king shields the black rook behind it; down the file the
  // black king is not attracted; along the rank the black pawn g4 is attracted to e4 and the white knight
  // a4 cannot be repelled further (it is at the edge).
  Position pos = parse_fen(*rules, "3r4/8/8/3K4/N5p1/8/3k1B2/8 w - - 0 1");
  EXPECT_EQ(play_and_describe(*rules, pos, "Bd4"), "(g4-e4)");
  // A king's own move makes no field.
  Position quiet = parse_fen(*rules, "4k3/8/8/8/8/8/8/r3K2R w - - 0 1");
  EXPECT_EQ(play_and_describe(*rules, quiet, "Kd1"), "");
}

TEST(Magnetic, FieldUsesThePositionAfterTheMoveAndHasNoChainReaction) {
  const auto rules = make_magnetic();
  // Bxd5: the bishop's source is d5 after the capture. Up: the black queen d8 is attracted to d6;
  // down: the white pawn d3 repelled to d1 (d2 empty); left: the black knight a5 attracted to c5;
  // right: the white rook h5 cannot move further. The displaced units make no field.
  Position pos = parse_fen(*rules, "3qk3/8/8/n2p3R/8/3P4/B7/4K3 w - - 0 1");
  EXPECT_EQ(play_and_describe(*rules, pos, "Bxd5"), "(Qd8-d6, d3-d1, Na5-c5)");
  const auto anti = make_antimagnetic();
  Position apos = parse_fen(*anti, "3qk3/8/8/n2p3R/8/3P4/B7/4K3 w - - 0 1");
  // Anti-magnetic: the black queen is repelled (already at the edge), the white pawn attracted to d4,
  // the knight cannot go further left, the white rook is attracted to e5.
  EXPECT_EQ(play_and_describe(*anti, apos, "Bxd5"), "(d3-d4, Rh5-e5)");
}

TEST(Magnetic, RulesTextsInThreeLanguages) {
  for (const VariantInfo& v : all_variants()) {
    if (v.name != "magnetic" && v.name != "antimagnetic") continue;
    for (const char* lang : {"en", "fr", "nl"})
      EXPECT_GT(v.rules_text(lang).size(), 1000u) << v.name << " " << lang;
    EXPECT_TRUE(v.rules_text("de").empty());
  }
}

// Random games: undo restores the position and its hash exactly; the hash is path-independent
// (two positions with the same FEN state reached differently have the same hash).
TEST(Magnetic, MakeUndoRestoresPositionAndHashOverRandomGames) {
  for (const char* variant : {"magnetic", "antimagnetic"}) {
    const auto rules = make_variant(variant);
    std::mt19937 rng(20240611);
    int plies_played = 0, promotions_by_field = 0, kings_captured = 0;
    for (int game = 0; game < 150; ++game) {
      Position pos = start_position(*rules);
      std::vector<std::string> fens;
      std::vector<uint64_t> hashes;
      for (int ply = 0; ply < 120; ++ply) {
        MoveList legal;
        rules->legal_moves(pos, legal);
        if (legal.empty()) {
          kings_captured += rules->outcome(pos).reason == "king captured";
          break;
        }
        fens.push_back(to_fen(*rules, pos));
        hashes.push_back(pos.hash());
        const Move m = legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng)];
        promotions_by_field += m.choices() != 0;
        rules->play(pos, m);
        ++plies_played;
      }
      for (size_t k = fens.size(); k-- > 0;) {
        rules->undo(pos);
        ASSERT_EQ(to_fen(*rules, pos), fens[k]) << variant << " game " << game << " ply " << k;
        ASSERT_EQ(pos.hash(), hashes[k]) << variant << " game " << game << " ply " << k;
      }
    }
    EXPECT_GT(plies_played, 5000) << variant;
    EXPECT_GT(promotions_by_field, 0) << variant;  // the random games do exercise field promotions
    EXPECT_GT(kings_captured, 0) << variant;
  }
}

// ---------------------------------------------------------------------------------------------------
// 5. The bitboard board agrees with the general engine.

uint64_t fast_count(const Rules& rules, const Position& pos) {
  const auto setup = magnetic_bitboard::to_setup(rules, pos);
  EXPECT_TRUE(setup);
  if (!setup) return 0;
  const FieldSense sense = rules.name() == "magnetic" ? FieldSense::UnlikeAttract : FieldSense::LikeAttract;
  return magnetic_bitboard::Board(*setup, sense).count_moves();
}

TEST(MagneticBitboard, StartPositionPerftAgreesWithTheGeneralPath) {
  for (const char* variant : {"magnetic", "antimagnetic"}) {
    const auto rules = make_variant(variant);
    Position pos = start_position(*rules);
    for (int depth = 1; depth <= 4; ++depth)
      EXPECT_EQ(perft(*rules, pos, depth), perft_general(*rules, pos, depth))
          << variant << " depth " << depth;
  }
}

TEST(MagneticBitboard, TrickyPositionsAgreeWithTheGeneralPath) {
  const char* fens[] = {
      // field promotions: own pawns repelled upwards (Magnetic), enemy pawns repelled down (Anti-Magnetic)
      "4k3/8/8/8/8/8/2P5/R3K3 w - - 0 1",
      "4k3/8/8/R7/3p4/8/8/4K3 w - - 0 1",
      "r3k2r/2p3P1/8/1P4p1/8/8/2p3P1/R3K2R w KQkq - 0 1",
      "r3k2r/2p3P1/8/1P4p1/8/8/2p3P1/R3K2R b KQkq - 0 1",
      // a pawn promoting by its own move whose field promotes another pawn
      "1n2k3/P7/8/8/8/8/p7/4K3 w - - 0 1",
      "4k3/P7/8/8/8/8/p7/1N2K3 b - - 0 1",
      // castling whose rook field reaches pawns and rooks; pawns on their first ranks
      "r3k2r/p4p1p/8/8/8/8/P4P1P/R3K2R w KQkq - 0 1",
      "r3k2r/8/5P2/8/8/5p2/8/R3K2R b KQkq - 0 1",
      "rn2k2p/8/8/8/8/8/8/P3K1NR w Kq - 0 1",
      // kings side by side, captures of kings available at once
      "8/8/8/3kK3/8/8/8/8 w - - 0 1",
      "7k/8/8/8/1p6/pPp5/PRP5/KB6 w - - 0 1",
  };
  for (const char* variant : {"magnetic", "antimagnetic"}) {
    const auto rules = make_variant(variant);
    for (const char* fen : fens) {
      Position pos = parse_fen(*rules, fen);
      for (int depth = 1; depth <= 3; ++depth)
        EXPECT_EQ(perft(*rules, pos, depth), perft_general(*rules, pos, depth))
            << variant << " " << fen << " depth " << depth;
    }
  }
}

TEST(MagneticBitboard, RandomGamesAgreeWithTheGeneralPath) {
  for (const char* variant : {"magnetic", "antimagnetic"}) {
    const auto rules = make_variant(variant);
    std::mt19937 rng(77);
    int positions = 0, with_field_promotions = 0;
    for (int game = 0; game < 200; ++game) {
      Position pos = start_position(*rules);
      for (int ply = 0; ply < 150; ++ply) {
        MoveList legal;
        rules->legal_moves(pos, legal);
        ASSERT_EQ(fast_count(*rules, pos), legal.size()) << variant << " " << to_fen(*rules, pos);
        ++positions;
        with_field_promotions +=
            std::any_of(legal.begin(), legal.end(), [](const Move& m) { return m.choices() != 0; });
        if (ply % 16 == 5) {
          ASSERT_EQ(perft(*rules, pos, 2), perft_general(*rules, pos, 2))
              << variant << " " << to_fen(*rules, pos);
        }
        if (game < 30 && ply % 40 == 25) {
          ASSERT_EQ(perft(*rules, pos, 3), perft_general(*rules, pos, 3))
              << variant << " " << to_fen(*rules, pos);
        }
        if (legal.empty()) break;
        rules->play(pos, legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng)]);
      }
    }
    EXPECT_GT(positions, 10000) << variant;
    EXPECT_GT(with_field_promotions, 100) << variant;
  }
}

}  // namespace
}  // namespace nightrider
