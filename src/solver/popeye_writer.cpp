#include "solver/popeye_writer.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <optional>
#include <regex>

#include "conditions/registry.h"
#include "solver/popeye_reader.h"
#include "solver/proof_game.h"

namespace nightrider::solver {
namespace {

constexpr int kDiagramWidth = 37;

// WhiteToPlay (WhiteBegins) in help and help-self play of whole moves: White's first half-move makes
// the stipulation n - 1 and a half, as Popeye writes it ("h#4" -> "h#3.5").
std::optional<std::string> white_first_stipulation(const ProblemTwin& twin) {
  // (The length is the text's end: a goal may hold digits too, h002 is h00 in 2.)
  static const std::regex kWhole("((?:exact-)?hs?[^0-9]*)([0-9]+)");
  std::smatch m;
  const std::string& text = twin.stipulation.text;
  if (!twin.options.white_begins || !std::regex_match(text, m, kWhole)) return std::nullopt;
  const int n = twin.stipulation.moves;
  const std::string length = std::to_string(n);
  if (n < 1 || text.size() <= length.size() || text.compare(text.size() - length.size(), length.size(), length) != 0)
    return std::nullopt;
  return text.substr(0, text.size() - length.size()) + std::to_string(n - 1) + ".5";
}

// PostKeyPlay means nothing in help and series play: Popeye says so, for each twin.
bool post_key_play_ignored(const ProblemTwin& twin) {
  const Stipulation& stip = twin.stipulation;
  return twin.options.post_key_play && (stip.series || stip.play == Play::Help || stip.play == Play::HelpSelf);
}

// The stipulation as Popeye writes it under the diagram: a length of whole moves without ".0" (h#1.0 is
// h#1), "exact-" and "semi-" where Popeye writes them (popeye_stipulation_words), a structured
// stipulation after its side
// ("White 3a[#]d"), the options Threat n ("/n"), MaxFlightsquares n ("/n" after the threat's, else
// "//n") and NonTrivial m n (";m,n") after it.
std::string stipulation_text(const ProblemTwin& twin, PopeyeLanguage language) {
  std::string text = white_first_stipulation(twin).value_or(twin.stipulation.text);
  if (twin.stipulation.structured.empty())
    text = popeye_stipulation_words(text, twin.stipulation, twin.options.post_key_play);
  if (!twin.stipulation.structured.empty())
    text = side_name(twin.stipulation.structured_white, language) + " " + twin.stipulation.structured;
  if (text.size() > 2 && text.compare(text.size() - 2, 2, ".0") == 0 &&
      std::isdigit(static_cast<unsigned char>(text[text.size() - 3])))
    text.resize(text.size() - 2);
  if (twin.options.threat) text += "/" + std::to_string(*twin.options.threat);
  if (twin.options.max_flights)
    text += (twin.options.threat ? "/" : "//") + std::to_string(*twin.options.max_flights);
  if (twin.options.non_trivial)
    text += ";" + std::to_string(twin.options.non_trivial->max_extra) + "," +
            std::to_string(twin.options.non_trivial->trivial_length);
  return text;
}

void centred(std::ostream& out, const std::string& text) {
  const int pad = std::max(0, (kDiagramWidth - static_cast<int>(text.size())) / 2);
  out << std::string(static_cast<size_t>(pad), ' ') << text << '\n';
}

// A diagram cell, three characters: "  K" white, " -K" black, " =K" neutral. (A hunter's cell holds its
// first walk; write_diagram adds the rest.)
std::string unit_text(const Unit& u, PopeyeLanguage language) {
  std::string t = u.colour == UnitColour::White ? "" : u.colour == UnitColour::Black ? "-" : "=";
  t += piece_code_in(u.kind.substr(0, u.kind.find('/')), language);
  if (t.size() < 3) t.insert(0, 3 - t.size(), ' ');
  return t;
}

// `units` drawn; `stipulation_line`: the stipulation written under it (the start of an a=>b proof game
// has only its piece count).
void write_diagram(std::ostream& out, const ProblemTwin& twin, const std::vector<Unit>& units,
                   PopeyeLanguage language, bool stipulation_line = true) {
  std::array<std::array<std::string, 8>, 8> cells;
  for (auto& rank : cells) rank.fill("  .");
  // Popeye draws a hole (its condition Hole) as a blank square, and a unit set up there is gone.
  std::array<std::array<bool, 8>, 8> hole{};
  for (const ConditionSpec& c : twin.conditions)
    if (c.name == "Hole")
      for (const std::string& a : c.arguments)
        if (a.size() == 2 && a[0] >= 'a' && a[0] <= 'h' && a[1] >= '1' && a[1] <= '8') {
          hole[static_cast<size_t>(a[1] - '1')][static_cast<size_t>(a[0] - 'a')] = true;
          cells[static_cast<size_t>(a[1] - '1')][static_cast<size_t>(a[0] - 'a')] = "   ";
        }
  auto on_hole = [&](const Unit& u) {
    return u.square.file >= 0 && u.square.file <= 7 && u.square.rank >= 0 && u.square.rank <= 7 &&
           hole[static_cast<size_t>(u.square.rank)][static_cast<size_t>(u.square.file)];
  };
  // A hunter of two walks ("S/B") is drawn as Popeye draws it: its first walk in its cell with a '/'
  // after it, its second walk in the line under the cell.
  std::array<std::array<std::string, 8>, 8> hunter_home;
  for (const Unit& u : units) {
    if (u.square.file < 0 || u.square.file > 7 || u.square.rank < 0 || u.square.rank > 7 || on_hole(u)) continue;
    cells[static_cast<size_t>(u.square.rank)][static_cast<size_t>(u.square.file)] = unit_text(u, language);
    if (const size_t slash = u.kind.find('/'); slash != std::string::npos)
      hunter_home[static_cast<size_t>(u.square.rank)][static_cast<size_t>(u.square.file)] =
          piece_code_in(u.kind.substr(slash + 1), language);
  }
  // The squares the conditions mark (Popeye's imitators), each with its letter where no unit stands.
  for (const ConditionSpec& c : twin.conditions) {
    const auto resolved = conditions::resolve_condition({c.name});
    if (!resolved || !resolved->entry->diagram_marks) continue;
    const auto [letter, squares] = resolved->entry->diagram_marks(c.arguments);
    for (Square s : squares)
      if (s.file() < 8 && s.rank() < 8 && cells[static_cast<size_t>(s.rank())][static_cast<size_t>(s.file())] == "  .")
        cells[static_cast<size_t>(s.rank())][static_cast<size_t>(s.file())] = std::string("  ") + letter;
  }
  // The lines the conditions draw (a grid): '|' on a square's left where its text leaves room, "---"
  // under it.
  conditions::DiagramLines lines;
  bool any_line = false;
  for (const ConditionSpec& c : twin.conditions) {
    const auto resolved = conditions::resolve_condition({c.name});
    if (!resolved || !resolved->entry->diagram_lines) continue;
    const conditions::DiagramLines more = resolved->entry->diagram_lines(c.arguments);
    for (size_t i = 0; i < 64; ++i) {
      lines.left[i] = lines.left[i] || more.left[i];
      lines.below[i] = lines.below[i] || more.below[i];
    }
    any_line = true;
  }
  const std::string border = "+---a---b---c---d---e---f---g---h---+";
  const std::string empty = "|                                   |";
  auto under = [&](int rank) {
    if (!any_line) return empty;
    std::string line = "| ";
    for (int file = 0; file < 8; ++file) line += lines.below[static_cast<size_t>(file + 8 * rank)] ? " ---" : "    ";
    return line + "  |";
  };
  out << border << '\n' << empty << '\n';
  for (int rank = 7; rank >= 0; --rank) {
    std::string row(1, static_cast<char>('1' + rank));
    std::string below = under(rank);
    for (int file = 0; file < 8; ++file) {
      std::string cell = cells[static_cast<size_t>(rank)][static_cast<size_t>(file)];
      if (lines.left[static_cast<size_t>(file + 8 * rank)] && cell[0] == ' ') cell[0] = '|';
      row += ' ' + cell;
      const std::string& home = hunter_home[static_cast<size_t>(rank)][static_cast<size_t>(file)];
      if (home.empty()) continue;
      // (Right-aligned under the first walk, in the cell's four characters "| " begins the line with.)
      const size_t end = 2 + 4 * static_cast<size_t>(file) + 3;
      below.replace(end - home.size(), home.size(), home);
    }
    row += "   ";
    row += static_cast<char>('1' + rank);
    // (The '/' of a hunter takes the space after its cell.)
    for (int file = 0; file < 8; ++file)
      if (!hunter_home[static_cast<size_t>(rank)][static_cast<size_t>(file)].empty())
        row[static_cast<size_t>(5 + 4 * file)] = '/';
    out << row << '\n' << below << '\n';
  }
  out << border << '\n';
  int white = 0, black = 0, neutral = 0;
  for (const Unit& u : units)
    if (!on_hole(u)) (u.colour == UnitColour::White ? white : u.colour == UnitColour::Black ? black : neutral)++;
  std::string count = std::to_string(white) + " + " + std::to_string(black);
  if (neutral) count += " + " + std::to_string(neutral) + "n";
  std::string line = stipulation_line ? "  " + stipulation_text(twin, language) : "";
  const int width = 35;
  const int pad = std::max(1, width - static_cast<int>(line.size()) - static_cast<int>(count.size()));
  out << line << std::string(static_cast<size_t>(pad), ' ') << count << '\n';
}

// A condition line in the problem's language (keywords_in), and the piece codes that are a condition's
// only arguments (PromOnly, Football) too, as Popeye writes them: "UWnur D S T L G".
std::string condition_line_in(const std::string& line, PopeyeLanguage language) {
  for (const std::string_view codes_follow : {"PromOnly ", "Football "}) {
    if (!line.starts_with(codes_follow)) continue;
    std::string out = keywords_in(codes_follow.substr(0, codes_follow.size() - 1), language);
    std::string code;
    for (const char c : line.substr(codes_follow.size()) + ' ') {
      if (c != ' ') {
        code += c;
      } else if (!code.empty()) {
        out += " " + piece_code_in(code, language);
        code.clear();
      }
    }
    return out;
  }
  // Circe's April: the piece codes after the word ("Circe Super April L").
  if (const size_t april = line.find(" April "); april != std::string::npos) {
    size_t end = april + 7;
    std::string codes;
    while (end < line.size()) {
      const size_t next = std::min(line.find(' ', end), line.size());
      if (next - end > 2) break;
      codes += " " + piece_code_in(line.substr(end, next - end), language);
      end = next + 1;
    }
    std::string out = keywords_in(line.substr(0, april + 6), language) + codes;
    if (end < line.size()) out += " " + keywords_in(line.substr(end), language);
    return out;
  }
  return keywords_in(line, language);
}

std::string options_line(const Options& o, PopeyeLanguage language) {
  std::vector<std::string> words;
  if (o.duplex) words.push_back("Duplex");
  if (o.half_duplex) words.push_back("HalfDuplex");
  // (WhiteToPlay is written into the stipulation, h#n.5, or not applicable: never a line of its own.)
  std::string s;
  for (const auto& w : words) s += (s.empty() ? "" : "  ") + keywords_in(w, language);
  return s;
}

// Option CastlingMutuallyExclusive's line, as Popeye writes it (not centred): each pair of rook squares
// once, in the order a1a8, a1h8, h1a8, h1h8.
std::string exclusive_castlings_line(const Options& o, PopeyeLanguage language) {
  std::string line = keywords_in("CastlingMutuallyExclusive", language);
  for (int white_file : {0, 7})
    for (int black_file : {0, 7}) {
      const Options::ExclusiveCastlings pair{{white_file, 0}, {black_file, 7}};
      if (std::find(o.exclusive_castlings.begin(), o.exclusive_castlings.end(), pair) !=
          o.exclusive_castlings.end())
        line += " " + square_name(pair.white_rook) + square_name(pair.black_rook);
    }
  return line;
}

int indent_of(int depth) { return depth == 1 ? 3 : 4 * depth - 2; }

// A tree move's indent and number as Popeye writes them: four columns a level (one at the first), then
// the number right-aligned in three columns, "." for the attacker and "..." for the defender; so from
// move 10 on the number takes one of the indent's columns ("                                    10.").
std::string numbered_indent(int depth) {
  const std::string number = std::to_string((depth + 1) / 2);
  std::string s(static_cast<size_t>(std::max(1, 4 * (depth - 1))), ' ');
  if (number.size() < 3) s += std::string(3 - number.size(), ' ');
  return s + number + (depth % 2 == 1 ? "." : "...");
}

// Popeye's lines for units with attributes, under the stipulation: first the royal units that are not
// kings ("Royal b4"), then each other attribute some units have, in Popeye's order of attributes, with
// their squares from a8 to h1 ("Chameleon d1"). An attribute that a condition gives every unit is not
// listed; GhostChess and HauntedChess list "Uncapturable" (their ghosts have it) even with no square.
void write_attributed_units(std::ostream& out, const ProblemTwin& twin, PopeyeLanguage language) {
  static constexpr std::string_view kOrder[] = {
      "Royal",    "Kamikaze", "Paralysing", "Chameleon",    "Jigger", "Volage", "Functionary",
      "HalfNeutral", "HurdleColourChanging", "Protean", "Magic", "Uncapturable", "Patrol", "Frischauf",
      "Bul",      "Dob",      "Anda",       "AndaInverse"};
  std::vector<const Unit*> units;
  for (const Unit& u : twin.units) units.push_back(&u);
  std::stable_sort(units.begin(), units.end(), [](const Unit* a, const Unit* b) {
    return a->square.rank != b->square.rank ? a->square.rank > b->square.rank : a->square.file < b->square.file;
  });
  for (std::string_view attribute : kOrder) {
    if (attribute_of_every_unit(attribute, twin.conditions)) continue;
    std::string squares;
    bool any = false;
    for (const Unit* u : units) {
      if (std::find(u->attributes.begin(), u->attributes.end(), attribute) == u->attributes.end()) continue;
      any = true;
      if (attribute == "Royal" && u->kind == "K") continue;
      squares += " " + square_name(u->square);
    }
    const bool ghosts = attribute == "Uncapturable" &&
                        (has_condition(twin.conditions, "GhostChess") || has_condition(twin.conditions, "HauntedChess"));
    if (attribute == "Royal" ? !squares.empty() : (any || ghosts)) centred(out, attribute_name(attribute, language) + squares);
  }
  // Alice chess: every unit's board, both lines even where one has no unit (a unit with no board
  // written stands on A).
  if (has_condition(twin.conditions, "AliceChess")) {
    std::string a, b;
    for (const Unit* u : units) {
      const bool on_b =
          std::find(u->attributes.begin(), u->attributes.end(), "AliceB") != u->attributes.end();
      (on_b ? b : a) += " " + square_name(u->square);
    }
    centred(out, attribute_name("AliceA", language) + a);
    centred(out, attribute_name("AliceB", language) + b);
  }
}

}  // namespace

namespace {
// Option StopOnShortSolutions in direct, self or reflex play: Popeye's line that it does not apply.
bool stop_on_short_ignored(const ProblemTwin& twin) {
  const Stipulation& stip = twin.stipulation;
  return twin.options.stop_on_short_solutions && !stip.series &&
         (stip.play == Play::Direct || stip.play == Play::Self || stip.play == Play::Reflex);
}
// Popeye's lines for options that mean nothing where they are given, in English, German and French.
// SetPlay where it finds no set play (set_play_ignored):
constexpr popeye::Words kSetPlayIgnored{"SetPlay not applicable - ignored\n",
                                        "Satzspiel nicht anwendbar - ignoriert\n",
                                        "Apparent pas applicable - ignore\n"};
// WhiteToPlay (h#n.5, direct play) and PostKeyPlay (help and series play):
constexpr popeye::Words kWhiteToPlayIgnored{"WhiteToPlay not applicable - ignored\n",
                                            "WeissBeginnt nicht anwendbar - ignoriert\n",
                                            "ApparentSeul pas applicable - ignore\n"};
constexpr popeye::Words kPostKeyPlayIgnored{"PostKeyPlay not applicable - ignored\n",
                                            "NachSchluessel nicht anwendbar - ignoriert\n",
                                            "ApresCle pas applicable - ignore\n"};
constexpr popeye::Words kQuodlibetIgnored{"Quodlibet not applicable - ignored\n",
                                          "Quodlibet nicht anwendbar - ignoriert\n",
                                          "Quodlibet pas applicable - ignore\n"};
// Intelligent where Popeye's intelligent mode does not go (intelligent_restriction):
constexpr popeye::Words kIntelligentRestricted{
    "Intelligent Mode only with h#/=, ser-#/= and ser-h#/=, "
    "with a limited set of fairy conditions and without fairy pieces.\n",
    "Intelligent Modus nur im h#/=, ser-#/= und ser-h#/=, "
    "wenigen Maerchenbedingungen und keinen Maerchensteinen.\n",
    "mode intelligent seulement avec h#/=, ser-#/= et ser-h#/=, "
    "facultativement avec certaines conditions, et sans pieces feeriques.\n"};
// Intelligent mode with MoveNumbers: "N potential positions in W+B" (the number before, the moves after).
constexpr popeye::Words kPotentialPositions{" potential positions in ", " moegliche Stellungen in ",
                                            " positions possibles dans "};
// Try beside PostKeyPlay, and Threat where no defence is long enough (problem.h). (Popeye's French try
// line has no line break of its own.)
constexpr popeye::Words kTryPlayIgnored{"try play not applicable\n", "Verfuehrung nicht anwendbar\n",
                                        "jeu d'essai pas applicable"};
constexpr popeye::Words kThreatOptionIgnored{
    "Option \"Threat\" not applicable or indicated maximum threat length too big\n",
    "Option \"Drohung\" nicht anwendbar order maximale Laenge der Drohung zu gross\n",
    "Option \"menace\" pas applicable ou longueur maximale de la menace trop grande\n"};
// After the square of a unit the diagram covered with another:
constexpr popeye::Words kCoveredUnit{" already occupied - old piece goes to the underworld.\n",
                                     " ist bereits besetzt - alter Stein geht in die Unterwelt.\n",
                                     " deja occupee - piece ancienne va dans l'au-dela.\n"};
// StopOnShortSolutions in direct, self or reflex play (stop_on_short_ignored):
constexpr popeye::Words kStopOnShortIgnored{
    "Option  StopOnShortSolutions  not supported with direct play.\n",
    "Option  StopNachKurzloesungen  nicht unterstuetzt im direkten Spiel.\n",
    "L'option  FinApresSolutionsCourtes  n'est pas soutenu au jeu direct.\n"};
}  // namespace

void write_problem_header(std::ostream& out, const Problem& problem, PopeyeLanguage language,
                          bool key_check_mark) {
  // Popeye's warning where WhiteToPlay means nothing (direct play, h#n.5), then the remarks as they are
  // written, right under Popeye's version line.
  const ProblemTwin& front = problem.twins.front();
  if (front.options.white_begins && !white_first_stipulation(front) &&
      front.stipulation.text.rfind("ser-", 0) != 0 && front.target_units.empty())
    out << in_language(kWhiteToPlayIgnored, language);
  if (post_key_play_ignored(front)) out << in_language(kPostKeyPlayIgnored, language);
  if (front.options.quodlibet && front.stipulation.play != Play::Self && front.stipulation.play != Play::Reflex &&
      front.stipulation.play != Play::HelpSelf && !is_proof_game(front.stipulation))
    out << in_language(kQuodlibetIgnored, language);
  for (const std::string& remark : problem.remarks) out << remark << '\n';
  // Popeye's note, when it reads them, on the units the diagram covered with another one.
  for (const Unit& u : problem.twins.front().underworld)
    out << static_cast<char>('a' + u.square.file) << u.square.rank + 1 << in_language(kCoveredUnit, language);
  // (StopOnShortSolutions in battle play: Popeye's line comes right under the header of a problem
  // without twins, under the twin's label otherwise.)
  const bool stop_on_short_line = problem.twins.size() == 1 && problem.twins.front().label.empty() &&
                                  stop_on_short_ignored(problem.twins.front());
  // NoBoard: none of what describes the position (texts, board, stipulation, counts, conditions).
  if (front.options.no_board) {
    if (stop_on_short_line) out << in_language(kStopOnShortIgnored, language);
    out << '\n';
    return;
  }
  out << '\n';
  for (const auto* texts : {&problem.authors, &problem.origins, &problem.awards, &problem.titles})
    for (const std::string& t : *texts) centred(out, t);
  out << '\n';  // (after the texts, or standing for them)
  // (ZeroPosition: the diagram as given, which the twins change.)
  const ProblemTwin& first = problem.zero_position ? *problem.zero_position : problem.twins.front();
  if (!first.target_units.empty()) {
    // a=>b: the start, the side that plays first, then the position to reach.
    write_diagram(out, first, first.units, language, false);
    out << '\n';
    // (HalfDuplex: the other side begins.)
    centred(out, "=> (" + side_name(proof_game_white_first(first) != first.options.half_duplex, language) +
                     " ->)");
    out << "\n\n";
    write_diagram(out, first, first.target_units, language);
  } else {
    write_diagram(out, first, first.units, language);
  }
  write_attributed_units(out, first, language);
  for (const std::string& line : condition_lines(first.conditions)) centred(out, condition_line_in(line, language));
  if (!first.options.exclusive_castlings.empty())
    out << exclusive_castlings_line(first.options, language) << '\n';
  if (const std::string opts = options_line(first.options, language); !opts.empty()) centred(out, opts);
  if (first.options.quodlibet) centred(out, keywords_in("Quodlibet", language));  // (a line of its own)
  if (stop_on_short_line) out << in_language(kStopOnShortIgnored, language);
  const bool untwinned = problem.twins.size() == 1 && problem.twins.front().label.empty();
  if (untwinned && try_play_ignored(front)) out << in_language(kTryPlayIgnored, language);
  if (untwinned && threat_option_ignored(front)) out << in_language(kThreatOptionIgnored, language);
  if (untwinned && set_play_ignored(front)) out << in_language(kSetPlayIgnored, language);
  if (untwinned && intelligent_restriction(front) != IntelligentRestriction::None)
    out << in_language(kIntelligentRestricted, language);
  if (key_check_mark && untwinned) out << " +";
  out << '\n';
  if (problem.zero_position)
    out << (language == PopeyeLanguage::German ? "NullStellung" : "zeroposition") << "\n\n\n";
}

void write_tree(std::ostream& out, const TreeNode& node, PopeyeLanguage language) {
  const PopeyeWords& words = popeye_words(language);
  if (!node.post_key) {
    // (A pass, Black checks' null move, is written apart from its number: "1... ...".)
    out << numbered_indent(node.depth) << (node.move.starts_with("...") ? " " : "") << node.move;
    if (!node.mark.empty()) out << ' ' << node.mark;
  }
  if (node.threat_follows) out << words.threat;
  if (node.zugzwang) out << words.zugzwang;
  if (!node.post_key || node.threat_follows || node.zugzwang) out << '\n';
  if (node.refutes) out << std::string(static_cast<size_t>(indent_of(node.depth) + 2), ' ') << words.refutes << '\n';
  for (const TreeNode& t : node.threats) write_tree(out, t, language);
  for (const TreeNode& c : node.children) write_tree(out, c, language);
  if (!node.refutations.empty()) {
    out << "    " << words.but << "\n";
    for (const TreeNode& r : node.refutations) write_tree(out, r, language);
  }
}

std::string line_text(const SolutionLine& line) {
  // Move numbers are right-aligned in three columns: "  1.e6-e5 e7-e8=S   2.e5-e4 + De8*e4 #".
  std::string s;
  for (size_t i = 0; i < line.steps.size(); ++i) {
    const auto& step = line.steps[i];
    if (i > 0 && !line.steps[i - 1].passed) s += ' ';
    if (!step.number.empty()) {
      const size_t digits = step.number.find('.');
      if (digits < 3) s += std::string(3 - digits, ' ');
      s += step.number;
    }
    s += step.move;
  }
  return s;
}

std::string twin_notes(const ProblemTwin& twin, PopeyeLanguage language) {
  std::string notes;
  for (const std::string& remark : twin.remarks) notes += remark + "\n";
  if (post_key_play_ignored(twin)) notes += in_language(kPostKeyPlayIgnored, language);
  return notes;
}

size_t numbered_first_moves(const TwinSolution& twin) {
  size_t count = 0;
  for (const SolutionBlock& block : twin.blocks) count += block.move_numbers.size();
  return count;
}

void write_twin(std::ostream& out, const TwinSolution& twin, PopeyeLanguage language,
                size_t numbered_before) {
  if (!twin.label.empty()) {
    out << twin.label << ' ';
    if (!twin.heading.empty()) out << keywords_in(twin.heading, language) << "  ";
    out << '\n';
    if (twin.stop_on_short_ignored) out << in_language(kStopOnShortIgnored, language);
    if (twin.try_play_ignored) out << in_language(kTryPlayIgnored, language);
    if (twin.threat_option_ignored) out << in_language(kThreatOptionIgnored, language);
    if (twin.set_play_ignored) out << in_language(kSetPlayIgnored, language);
    if (twin.intelligent_restricted) out << in_language(kIntelligentRestricted, language);
    out << '\n';
  }
  if (!twin.error.empty()) {
    out << "  cannot solve: " << twin.error << "\n\n";
    return;
  }
  for (const SolutionBlock& block : twin.blocks) {
    // (MoveNumbers: Popeye's line for each first move it tries, before that move's tree or lines, in the
    // form it has without its times, as with its option -regression: "  1  (Ta1*a3 )". Its count goes
    // on from the moves numbered before in the problem.)
    size_t numbered = 0;
    const size_t first_number = numbered_before + 1;
    numbered_before += block.move_numbers.size();
    const auto write_numbers_up_to = [&](size_t last) {
      for (; numbered < last && numbered < block.move_numbers.size(); ++numbered) {
        if (block.move_numbers[numbered].empty()) continue;  // (counted, not written)
        const std::string number = std::to_string(first_number + numbered);
        out << std::string(number.size() < 3 ? 3 - number.size() : 0, ' ') << number << "  ("
            << block.move_numbers[numbered] << " )\n";
      }
    };
    if (block.kind == SolutionBlock::Kind::Tree) {
      // Reflex play whose attacker must reach the goal at once: Popeye lists those moves ("?!?") one
      // under the other, with one blank line after them.
      if (!block.trees.empty() && std::all_of(block.trees.begin(), block.trees.end(),
                                              [](const TreeNode& t) { return t.mark == "?!?"; })) {
        for (const TreeNode& tree : block.trees) write_tree(out, tree, language);
        out << '\n';
        continue;
      }
      // Set play is one paragraph (a blank line even when there is none); each key or try is one.
      for (size_t i = 0; i < block.trees.size(); ++i) {
        if (i < block.move_number_places.size())
          write_numbers_up_to(static_cast<size_t>(block.move_number_places[i]));
        write_tree(out, block.trees[i], language);
        if (!block.set_play) out << '\n';
      }
      write_numbers_up_to(block.move_numbers.size());
      if (block.set_play || !block.post_key) out << '\n';
    } else {
      size_t counted = 0;
      const auto write_counts_up_to = [&](size_t lines) {
        for (; counted < block.target_counts.size() && block.target_counts[counted].after_lines <= lines;
             ++counted) {
          const SolutionBlock::TargetCount& c = block.target_counts[counted];
          out << c.positions << in_language(kPotentialPositions, language) << c.goal_moves << '+'
              << c.other_moves << '\n';
        }
      };
      for (size_t i = 0; i < block.lines.size(); ++i) {
        write_counts_up_to(i);
        if (i < block.move_number_places.size())
          write_numbers_up_to(static_cast<size_t>(block.move_number_places[i]));
        out << line_text(block.lines[i]) << '\n';
      }
      write_counts_up_to(block.lines.size());
      write_numbers_up_to(block.move_numbers.size());
      out << '\n';
    }
  }
  // (The problem's own MaxSolutions: Popeye says so at the problem's end, "Partial solution".)
  if (twin.cut_short && !twin.partial)
    out << "solving cut short (" << twin.cut_reason << "): solutions may be missing.\n\n";
}

void write_problem_end(std::ostream& out, PopeyeLanguage language, bool partial) {
  const PopeyeWords& words = popeye_words(language);
  out << (partial ? words.partial : words.finished) << "\n\n\n";
}

}  // namespace nightrider::solver
