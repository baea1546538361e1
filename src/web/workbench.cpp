#include "web/workbench.h"

#include <algorithm>
#include <cctype>
#include <exception>
#include <string>
#include <variant>
#include <vector>

#include "conditions/registry.h"
#include "conditions/seed_catalogue.h"
#include "pieces/piece_def.h"
#include "solver/general_board.h"
#include "solver/popeye_language.h"
#include "solver/popeye_pieces.h"
#include "solver/popeye_reader.h"
#include "solver/problem_setup.h"
#include "web/game.h"
#include "web/workbench_summaries.h"

namespace nightrider::web {
namespace {

using nlohmann::json;

const char* workbench_colour_name(Colour c) {
  return c == Colour::White ? "white" : c == Colour::Black ? "black" : "neutral";
}

const char* workbench_unit_colour(solver::UnitColour c) {
  return c == solver::UnitColour::White ? "white" : c == solver::UnitColour::Black ? "black" : "neutral";
}

// The units of a position as the page draws them: square, side, Popeye code and attributes.
json position_units(const Position& pos) {
  const Geometry& geo = pos.geometry();
  json units = json::array();
  for (const Square s : geo.squares()) {
    const Piece p = pos.at(s);
    if (!p.is_unit()) continue;
    json attributes = json::array();
    for (const conditions::AttributeEntry* a : conditions::all_attributes())
      if ((p.attributes() & a->bit) != 0) attributes.push_back(std::string(a->en));
    units.push_back({{"square", geo.name(s)},
                     {"colour", workbench_colour_name(p.colour())},
                     {"kind", solver::popeye_code(p.kind())},
                     {"attributes", std::move(attributes)}});
  }
  return units;
}

json diagram_units(const std::vector<solver::Unit>& units) {
  json out = json::array();
  for (const solver::Unit& u : units)
    out.push_back({{"square", solver::square_name(u.square)},
                   {"colour", workbench_unit_colour(u.colour)},
                   {"kind", u.kind},
                   {"attributes", u.attributes}});
  return out;
}

// The options of a twin as Popeye's English words, one option a string ("Defence 2").
json option_words(const solver::Options& o) {
  json out = json::array();
  auto squares = [](const std::vector<solver::BoardSquare>& list) {
    std::string text;
    for (const auto& s : list) text += " " + solver::square_name(s);
    return text;
  };
  if (o.set_play) out.push_back("SetPlay");
  if (o.tries) out.push_back("Try");
  if (o.defence) out.push_back("Defence " + std::to_string(*o.defence));
  if (o.threat) out.push_back("Threat " + std::to_string(*o.threat));
  if (o.no_threat) out.push_back("NoThreat");
  if (o.variation) out.push_back("Variation");
  if (o.duplex) out.push_back("Duplex");
  if (o.half_duplex) out.push_back("HalfDuplex");
  if (o.white_begins) out.push_back("WhiteBegins");
  if (o.max_solutions) out.push_back("MaxSolutions " + std::to_string(*o.max_solutions));
  if (o.max_time) out.push_back("MaxTime " + std::to_string(static_cast<long long>(*o.max_time)));
  if (!o.en_passant.empty()) out.push_back("EnPassant" + squares(o.en_passant));
  if (o.no_castling_all) out.push_back("NoCastling");
  if (!o.no_castling.empty()) out.push_back("NoCastling" + squares(o.no_castling));
  if (o.intelligent) out.push_back("Intelligent");
  if (o.no_short_variations) out.push_back("NoShortVariations");
  if (o.quodlibet) out.push_back("Quodlibet");
  if (o.no_board) out.push_back("NoBoard");
  if (o.post_key_play) out.push_back("PostKeyPlay");
  if (o.non_trivial)
    out.push_back("NonTrivial " + std::to_string(o.non_trivial->max_extra) + " " +
                  std::to_string(o.non_trivial->trivial_length));
  if (o.start_move_number) out.push_back("StartMoveNumber " + std::to_string(*o.start_move_number));
  if (o.up_to_move_number) out.push_back("UpToMoveNumber " + std::to_string(*o.up_to_move_number));
  if (o.keep_mating_piece) out.push_back("KeepMatingPiece");
  if (o.stop_on_short_solutions) out.push_back("StopOnShortSolutions");
  for (const std::string& word : o.unsupported) out.push_back(word);
  return out;
}

std::string reader_error_text(const solver::SourcePos& where, const std::string& message) {
  return std::to_string(where.line) + ":" + std::to_string(where.column) + ": " + message;
}

// The words of a solution line that are not moves: move numbers ("1.", "12..."), the marks after a move,
// the tree's words, a passed half move ("..."), the "/" between the moves of one turn.
bool replay_skips(std::string_view word) {
  static const char* const kMarks[] = {"+",  "#",  "=",   "==", "x", "z", "##", "##!", "#=", "!", "?",
                                       "threat:", "zugzwang.", "but", "...", "/", "refutes."};
  for (const char* mark : kMarks)
    if (word == mark) return true;
  // A move number: digits then dots.
  size_t digits = 0;
  while (digits < word.size() && std::isdigit(static_cast<unsigned char>(word[digits])) != 0) ++digits;
  if (digits == 0 || digits == word.size()) return false;
  return std::all_of(word.begin() + static_cast<std::ptrdiff_t>(digits), word.end(), [](char c) { return c == '.'; });
}

bool replay_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// The longest legal move of the side to move whose text starts `rest` as a whole word; nullopt if none.
std::optional<std::pair<Move, std::string>> move_at(solver::GeneralBoard& board, std::string_view rest) {
  MoveList legal;
  board.legal_moves(legal);
  std::optional<std::pair<Move, std::string>> best;
  for (const Move& m : legal) {
    std::string text = board.text(m);
    if (text.empty() || rest.substr(0, text.size()) != text) continue;
    if (text.size() < rest.size() && !replay_space(rest[text.size()]) && rest[text.size()] != '/') continue;
    if (!best || text.size() > best->second.size()) best.emplace(m, std::move(text));
  }
  return best;
}

}  // namespace

json workbench_catalogue() {
  json pieces = json::array();
  const PieceKind orthodox[] = {PieceKind::King,   PieceKind::Queen,  PieceKind::Rook,
                                PieceKind::Bishop, PieceKind::Knight, PieceKind::Pawn};
  auto add = [&](PieceKind kind) {
    const PieceDef& def = builtin_piece(kind);
    if (def.popeye_code.empty()) return;
    pieces.push_back({{"code", std::string(def.popeye_code)}, {"name", std::string(def.name)}});
  };
  for (const PieceKind kind : orthodox) add(kind);
  for (int k = 0; k < kPieceKindCount; ++k) {
    const auto kind = static_cast<PieceKind>(k);
    if (std::find(std::begin(orthodox), std::end(orthodox), kind) == std::end(orthodox)) add(kind);
  }
  json attributes = json::array();
  for (const conditions::AttributeEntry* a : conditions::all_attributes()) attributes.push_back(std::string(a->en));
  json list = json::array();
  for (const conditions::ConditionEntry* c : conditions::all_conditions()) {
    // (Our own one-line summary where the condition has one -- the seed's and every playable condition's,
    // conditions/seed_catalogue -- else the docs' line, generated into condition_summaries.cpp.)
    const auto text = conditions::condition_text(*c);
    list.push_back({{"name", std::string(c->names.en)},
                    {"fr", std::string(c->names.fr)},
                    {"de", std::string(c->names.de)},
                    {"summary", text ? std::string(text->summary) : std::string(condition_summary(c->names.en))}});
  }
  return {{"type", "catalogue"}, {"pieces", std::move(pieces)}, {"attributes", std::move(attributes)},
          {"conditions", std::move(list)}};
}

json check_stipulation(std::string_view text) {
  if (text.size() > 200) throw GameError("the stipulation is too long (at most 200 bytes)");
  std::string error;
  std::string trimmed(text);
  while (!trimmed.empty() && replay_space(trimmed.back())) trimmed.pop_back();
  while (!trimmed.empty() && replay_space(trimmed.front())) trimmed.erase(trimmed.begin());
  json answer = {{"type", "stipulation"}, {"text", std::string(text)}};
  if (trimmed.empty()) {
    answer["ok"] = false;
    answer["error"] = "the stipulation is empty";
    return answer;
  }
  const auto stipulation = solver::parse_stipulation(trimmed, error);
  answer["ok"] = stipulation.has_value();
  if (!stipulation) answer["error"] = error.empty() ? "bad stipulation" : error;
  return answer;
}

json read_diagram(std::string_view text) {
  const std::vector<solver::ReadProblem> problems = solver::read_problems(text);
  if (problems.empty()) throw GameError("no problem in the text");
  if (const auto* error = std::get_if<solver::ProblemError>(&problems.front()))
    throw GameError(reader_error_text(error->where, error->message));
  const solver::Problem& problem = std::get<solver::Problem>(problems.front());
  const solver::ProblemTwin& first = problem.twins.front();
  json twins = json::array();
  for (const solver::ProblemTwin& twin : problem.twins)
    if (!twin.label.empty()) twins.push_back({{"label", twin.label}, {"heading", twin.heading}});
  return {{"type", "diagram"},
          {"problems", problems.size()},
          {"units", diagram_units(first.units)},
          {"stipulation", first.stipulation.text},
          {"conditions", solver::condition_lines(first.conditions)},
          {"options", option_words(first.options)},
          {"authors", problem.authors},
          {"origins", problem.origins},
          {"titles", problem.titles},
          {"twins", std::move(twins)}};
}

json replay_line(std::string_view text, int problem_number, std::string_view twin_label, std::string_view line) {
  if (line.size() > kMaxReplayLineBytes)
    throw GameError("the line is too long (" + std::to_string(line.size()) + " bytes, at most " +
                    std::to_string(kMaxReplayLineBytes) + ")");
  if (problem_number < 1) throw GameError("bad \"problem\" (a number from 1)");
  const std::vector<solver::ReadProblem> problems = solver::read_problems(text);
  const solver::Problem* problem = nullptr;
  int readable = 0;
  for (const solver::ReadProblem& read : problems) {
    if (const auto* p = std::get_if<solver::Problem>(&read); p != nullptr && ++readable == problem_number) {
      problem = p;
      break;
    }
  }
  if (problem == nullptr)
    throw GameError("the text has no problem " + std::to_string(problem_number) + " (it has " +
                    std::to_string(readable) + " the solver can read)");
  const solver::ProblemTwin* twin = nullptr;
  for (const solver::ProblemTwin& t : problem->twins)
    if (twin_label.empty() ? &t == &problem->twins.front() : t.label == twin_label) twin = &t;
  if (twin == nullptr) throw GameError("the problem has no twin \"" + std::string(twin_label) + "\"");
  const solver::SolverSetup setup = [&] {
    try {
      return solver::set_up(*twin);
    } catch (const std::exception& e) {
      throw GameError(e.what());
    }
  }();
  if (setup.rules->turns_may_go_on()) throw GameError("replaying turns of several moves is not supported yet");
  // The side that plays first: Black in help play (unless a half move or WhiteBegins puts White first),
  // White in help-self and help-reflex play (unless a half move or WhiteBegins puts Black first: hs#3.5),
  // and the defender in PostKeyPlay's direct, self- and reflex play (the diagram is the position after
  // the key: a threat is the attacker's move after the defender's pass, as after a key); a line of the
  // other side's (a duplex's second half) begins after a pass below.
  const solver::Stipulation& stipulation = twin->stipulation;
  const bool help = stipulation.play == solver::Play::Help;
  const bool help_self =
      stipulation.play == solver::Play::HelpSelf || stipulation.play == solver::Play::HelpReflex;
  const bool shortened = stipulation.half_move || twin->options.white_begins;
  const bool after_key = (twin->options.post_key_play || stipulation.post_key_play) && !help && !help_self &&
                         !stipulation.series;
  Position start_position = setup.position;
  start_position.set_side_to_move(
      (help && !shortened) || (help_self && shortened) || after_key ? Colour::Black : Colour::White);
  solver::apply_en_passant(*setup.rules, start_position, setup.en_passant, start_position.side_to_move());
  solver::GeneralBoard board(*setup.rules, std::move(start_position), setup.keys_follow_origins);
  board.set_language(solver::popeye_language(problem->input_language));
  json steps = json::array();
  const json start = {{"units", position_units(board.position())}};
  size_t at = 0;
  while (at < line.size()) {
    if (replay_space(line[at])) {
      ++at;
      continue;
    }
    const std::string_view rest = line.substr(at);
    // A move number glued to its move ("1.Sd4*e6", "1...Ke8-f7"): skip the number.
    size_t number = 0;
    while (number < rest.size() && std::isdigit(static_cast<unsigned char>(rest[number])) != 0) ++number;
    if (number > 0 && number < rest.size() && rest[number] == '.') {
      while (number < rest.size() && rest[number] == '.') ++number;
      at += number;
      continue;
    }
    size_t word_end = 0;
    while (word_end < rest.size() && !replay_space(rest[word_end])) ++word_end;
    const std::string_view word = rest.substr(0, word_end);
    if (replay_skips(word)) {
      at += word_end;
      continue;
    }
    if (word.front() == '/') {  // the next move of the same turn
      ++at;
      continue;
    }
    if (steps.size() >= kMaxReplaySteps)
      throw GameError("the line has too many moves (at most " + std::to_string(kMaxReplaySteps) + ")");
    auto found = move_at(board, rest);
    bool passed = false;
    if (!found) {
      // A move of the side not to move: the other side passed (a threat, a series move).
      board.play_null();
      found = move_at(board, rest);
      passed = found.has_value();
      if (!found) board.undo_null();
    }
    if (!found)
      throw GameError("no legal move \"" + std::string(word) + "\" after " + std::to_string(steps.size()) +
                      (steps.size() == 1 ? " move" : " moves") + " of the line");
    const Colour side = board.position().side_to_move();
    board.play(found->first);
    const Geometry& geo = board.position().geometry();
    steps.push_back({{"move", found->second},
                     {"side", workbench_colour_name(side)},
                     {"after_pass", passed},
                     {"from", geo.name(found->first.from)},
                     {"to", geo.name(found->first.to)},
                     {"units", position_units(board.position())},
                     {"effects", move_effects(board.position(), found->first)}});
    at += found->second.size();
  }
  if (steps.empty()) throw GameError("the line has no move");
  return {{"type", "replay"},
          {"problem", problem_number},
          {"twin", std::string(twin_label)},
          {"line", std::string(line)},
          {"start", start},
          {"steps", std::move(steps)}};
}

}  // namespace nightrider::web
