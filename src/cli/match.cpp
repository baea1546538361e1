// `nightrider match`: two players (engine settings, random, greedy) play a match in one variant. A
// progress line per game on stderr, the result table on stdout, optionally every game as PGN.
#include "match/match.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <stdexcept>

#include "cli/cli.h"
#include "match/book.h"
#include "match/pgn_writer.h"
#include "match/sprt.h"

namespace nightrider::cli {
namespace {

struct MatchOptions {
  std::string variant = "chess";
  std::string a, b;
  std::string games, threads = "2", opening_plies = "4", seed = "1", max_plies = "300";
  std::string pgn;
  std::vector<std::string> sprt;  // ELO0 ELO1 [ALPHA [BETA]]
  std::string book;
};

std::string fixed_text(double x) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", x);
  return text;
}

// Without --games an SPRT stops at this many games at the latest.
constexpr int kDefaultSprtGames = 20000;
// The SPRT's progress line comes every this many pairs.
constexpr int64_t kSprtReportPairs = 10;

// A real number given for one of --sprt's values; InputError otherwise.
double parse_real(const std::string& what, const std::string& text) {
  const char* begin = text.c_str();
  char* end = nullptr;
  const double x = std::strtod(begin, &end);
  if (text.empty() || end != begin + text.size() || !std::isfinite(x))
    throw InputError("bad --sprt " + what + " '" + text + "': give a number");
  return x;
}

match::SprtConfig parse_sprt(const std::vector<std::string>& values) {
  if (values.size() < 2 || values.size() > 4)
    throw InputError("bad --sprt: give ELO0 ELO1 [ALPHA [BETA]]");
  match::SprtConfig config;
  config.elo0 = parse_real("ELO0", values[0]);
  config.elo1 = parse_real("ELO1", values[1]);
  if (values.size() > 2) config.alpha = parse_real("ALPHA", values[2]);
  if (values.size() > 3) config.beta = parse_real("BETA", values[3]);
  if (!(config.elo0 < config.elo1))
    throw InputError("bad --sprt: ELO0 (" + values[0] + ") must be below ELO1 (" + values[1] + ")");
  if (std::abs(config.elo0) > 1000 || std::abs(config.elo1) > 1000)
    throw InputError("bad --sprt: the Elo bounds must lie within -1000 and +1000");
  if (!(config.alpha > 0 && config.alpha < 0.5))
    throw InputError("bad --sprt ALPHA '" + values[2] + "': give a number between 0 and 0.5");
  if (!(config.beta > 0 && config.beta < 0.5))
    throw InputError("bad --sprt BETA '" + values[3] + "': give a number between 0 and 0.5");
  return config;
}

std::string sprt_line(const match::Pentanomial& penta, const match::SprtConfig& config) {
  const match::SprtState state = match::sprt_state(penta, config);
  const match::PairElo elo = match::pair_elo(penta);
  char text[256];
  std::snprintf(text, sizeof text,
                "pairs %lld [%lld %lld %lld %lld %lld], Elo %+.1f %s, LLR %.2f (%.2f, %.2f) [%g, %g]",
                static_cast<long long>(penta.pairs()), static_cast<long long>(penta.count[0]),
                static_cast<long long>(penta.count[1]), static_cast<long long>(penta.count[2]),
                static_cast<long long>(penta.count[3]), static_cast<long long>(penta.count[4]), elo.diff,
                elo.valid ? ("± " + fixed_text(elo.error)).c_str() : "± inf", state.llr, state.lower,
                state.upper, config.elo0, config.elo1);
  return text;
}

// A whole number from `low` to `high` given for `--name`; InputError otherwise.
uint64_t parse_count(const std::string& name, const std::string& text, uint64_t low, uint64_t high) {
  uint64_t n = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (text.empty() || error != std::errc{} || end != text.data() + text.size() || n < low || n > high)
    throw InputError("bad --" + name + " '" + text + "': give a whole number from " + std::to_string(low) +
                     " to " + std::to_string(high));
  return n;
}

match::PlayerSpec parse_spec(const std::string& option, const std::string& text) {
  try {
    return match::parse_player_spec(text);
  } catch (const match::SpecError& e) {
    throw InputError("--" + option + ": " + e.what());
  }
}

std::string percent(double fraction) {
  char text[16];
  std::snprintf(text, sizeof text, "%.1f%%", 100.0 * fraction);
  return text;
}

std::string fixed(double x, int decimals) {
  char text[32];
  std::snprintf(text, sizeof text, "%.*f", decimals, x);
  return text;
}

std::string table_row(const std::string& label, const match::Tally& t) {
  const match::EloEstimate elo = match::estimate_elo(t.wins, t.draws, t.losses);
  char text[160];
  std::snprintf(text, sizeof text, "%-12s %6d %5d %5d %5d %7s  %s", label.c_str(), t.games(), t.wins, t.draws,
                t.losses, t.games() ? percent(elo.score).c_str() : "-", match::format_elo(elo).c_str());
  return text;
}

void run_match_command(const MatchOptions& options) {
  const auto rules = load_variant(options.variant);
  match::MatchConfig config;
  config.a = parse_spec("a", options.a);
  config.b = parse_spec("b", options.b);
  const bool sprt = !options.sprt.empty();
  const match::SprtConfig sprt_config = sprt ? parse_sprt(options.sprt) : match::SprtConfig{};
  if (!sprt && options.games.empty()) throw InputError("--games is required (unless --sprt is given)");
  config.games = options.games.empty() ? kDefaultSprtGames
                                       : static_cast<int>(parse_count("games", options.games, 1, 100000));
  if (sprt && config.games % 2 != 0)
    throw InputError("bad --games '" + options.games + "': an SPRT counts game pairs, give an even number");
  config.threads = static_cast<int>(parse_count("threads", options.threads, 1, 64));
  config.opening_plies = static_cast<int>(parse_count("opening-plies", options.opening_plies, 0, 40));
  config.seed = parse_count("seed", options.seed, 0, UINT64_MAX);
  config.max_plies = static_cast<int>(parse_count("max-plies", options.max_plies, 1, 100000));
  if (!options.book.empty()) {
    std::ifstream book_file(options.book, std::ios::binary);
    if (!book_file) throw InputError("cannot read the book '" + options.book + "'");
    try {
      config.book = match::read_book(*rules, book_file, options.book);
    } catch (const match::BookError& e) {
      throw InputError(std::string("bad --book: ") + e.what());
    }
    // Each line once: a line played again repeats its games (node- and depth-limited engines are
    // deterministic), which a statistic would count as new evidence.
    const int most = match::most_book_games(config.book.size());
    if (options.games.empty()) {
      config.games = std::min(config.games, most);
    } else if (config.games > most) {
      throw InputError("bad --games '" + options.games + "': the book '" + options.book + "' has " +
                       std::to_string(config.book.size()) + " openings, enough for " + std::to_string(most) +
                       " games (each opening once, with both colours); give fewer games or a bigger book "
                       "(`nightrider book --count N`)");
    }
  }

  std::ofstream pgn_file;
  if (!options.pgn.empty()) {
    pgn_file.open(options.pgn, std::ios::binary | std::ios::trunc);
    if (!pgn_file) throw InputError("cannot write the PGN file '" + options.pgn + "'");
  }
  // Games finish out of order; the PGN keeps game order, writing each game once all before it are in.
  std::vector<std::string> pgn_texts(static_cast<size_t>(config.games));
  size_t pgn_written = 0;

  // The SPRT counts a pair once both its games are in (they may finish in either order).
  match::Pentanomial penta;
  std::map<int, double> first_of_pair;  // pair -> A's score in the game that finished first
  match::SprtVerdict verdict = match::SprtVerdict::None;

  auto on_game = [&](const match::MatchGame& game, const match::Tally& tally) {
    if (sprt) {
      const int pair = game.index / 2;
      const auto other = first_of_pair.find(pair);
      if (other == first_of_pair.end()) {
        first_of_pair[pair] = game.a_score();
      } else {
        penta.add_pair(other->second, game.a_score());
        first_of_pair.erase(other);
        verdict = match::sprt_state(penta, sprt_config).verdict;
        if (penta.pairs() % kSprtReportPairs == 0 || verdict != match::SprtVerdict::None)
          std::cerr << "sprt " << sprt_line(penta, sprt_config) << std::endl;
      }
    }
    const match::EloEstimate elo = match::estimate_elo(tally.wins, tally.draws, tally.losses);
    if (!sprt)
      std::cerr << "game " << tally.games() << "/" << config.games << ": W " << tally.wins << " D "
              << tally.draws << " L " << tally.losses << ", score " << percent(elo.score) << ", Elo "
              << match::format_elo(elo) << "  (#" << game.index + 1 << " "
              << result_string(game.record.outcome.result) << " " << game.record.outcome.reason << ", "
              << game.record.moves.size() << " plies, " << fixed(game.record.seconds, 2) << " s)"
              << std::endl;
    if (!pgn_file.is_open()) return;
    match::PgnTags tags;
    tags.round = game.index + 1;
    tags.white = game.a_white ? config.a.text : config.b.text;
    tags.black = game.a_white ? config.b.text : config.a.text;
    pgn_texts[static_cast<size_t>(game.index)] = match::game_to_pgn(*rules, game.record, tags);
    while (pgn_written < pgn_texts.size() && !pgn_texts[pgn_written].empty()) {
      pgn_file << pgn_texts[pgn_written];
      pgn_texts[pgn_written].clear();
      pgn_texts[pgn_written].shrink_to_fit();
      ++pgn_written;
    }
    pgn_file.flush();
  };

  match::MatchResult result;
  try {
    result = match::run_match(*rules, config, on_game,
                              [&] { return sprt && verdict != match::SprtVerdict::None; });
  } catch (const std::runtime_error& e) {
    throw Unavailable(e.what());
  }
  if (pgn_file.is_open() && !pgn_file) throw Unavailable("writing the PGN file '" + options.pgn + "' failed");

  match::Tally as_white, as_black;
  double plies = 0, game_seconds = 0, thinking[2] = {0, 0};
  size_t moves[2] = {0, 0};  // moves made by A, B
  std::map<std::string, int> reasons;
  for (const match::MatchGame& g : result.games) {
    (g.a_white ? as_white : as_black).add(g);
    plies += static_cast<double>(g.record.moves.size());
    game_seconds += g.record.seconds;
    ++reasons[g.record.outcome.reason];
    moves[g.a_white ? 0 : 1] += static_cast<size_t>(g.record.moves_made[0]);
    moves[g.a_white ? 1 : 0] += static_cast<size_t>(g.record.moves_made[1]);
    thinking[g.a_white ? 0 : 1] += g.record.thinking_seconds[0];
    thinking[g.a_white ? 1 : 0] += g.record.thinking_seconds[1];
  }
  const double n = result.games.empty() ? 1.0 : static_cast<double>(result.games.size());
  auto per_move_ms = [&](int p) {
    return moves[p] ? 1000.0 * thinking[p] / static_cast<double>(moves[p]) : 0.0;
  };

  std::cout << "match " << rules->name() << ": A = " << config.a.text << ", B = " << config.b.text << "\n"
            << result.games.size() << " games";
  if (result.games.size() != static_cast<size_t>(config.games)) std::cout << " (of " << config.games << ")";
  if (config.book.empty())
    std::cout << ", " << config.opening_plies << " opening plies";
  else
    std::cout << ", book " << options.book << " (" << config.book.size() << " openings)";
  std::cout << ", seed " << config.seed
            << ", move cap " << config.max_plies << " plies, " << config.threads << " threads\n\n";
  char header[160];
  std::snprintf(header, sizeof header, "%-12s %6s %5s %5s %5s %7s  %s", "A", "games", "W", "D", "L", "score",
                "Elo A-B (95%)");
  std::cout << header << "\n"
            << table_row("total", result.tally) << "\n"
            << table_row("as White", as_white) << "\n"
            << table_row("as Black", as_black) << "\n\n";
  std::cout << "average game: " << fixed(plies / n, 1) << " plies, " << fixed(game_seconds / n, 2)
            << " s; time per move: A " << fixed(per_move_ms(0), 1) << " ms, B " << fixed(per_move_ms(1), 1)
            << " ms\n";
  std::cout << "endings:";
  bool first = true;
  for (const auto& [reason, count] : reasons) {
    std::cout << (first ? " " : ", ") << reason << " " << count;
    first = false;
  }
  std::cout << "\nwall time: " << fixed(result.seconds, 1) << " s\n";
  if (sprt) {
    const match::SprtState state = match::sprt_state(penta, sprt_config);
    std::cout << "\nSPRT elo0 " << sprt_config.elo0 << ", elo1 " << sprt_config.elo1 << ", alpha "
              << sprt_config.alpha << ", beta " << sprt_config.beta << " (logistic Elo, pentanomial)\n"
              << sprt_line(penta, sprt_config) << "\n"
              << "verdict: " << match::verdict_text(state.verdict);
    if (state.verdict == match::SprtVerdict::None && !config.book.empty() &&
        result.games.size() == static_cast<size_t>(config.games) &&
        config.games == match::most_book_games(config.book.size()))
      std::cout << " (the book's " << config.book.size() << " openings are used up)";
    std::cout << "\n";
  }
}

}  // namespace

void add_match_command(CLI::App& app) {
  auto options = std::make_shared<MatchOptions>();
  CLI::App* command =
      app.add_subcommand("match", "Play a match between two players and estimate the Elo gap");
  command->add_option("--variant", options->variant, "Game variant (see `nightrider variants`)")
      ->default_str("chess")
      ->type_name("VARIANT");
  command
      ->add_option(
          "--a", options->a,
          "Player A (the result is A's): engine[:key=value,...], random, greedy, uci:...,cmd=COMMAND")
      ->required()
      ->type_name("SPEC");
  command->add_option("--b", options->b, "Player B")->required()->type_name("SPEC");
  command
      ->add_option(
          "--games", options->games,
          "Number of games, 1 to 100000 (with --sprt: the most; default 20000, or what the book allows)")
      ->type_name("N");
  command
      ->add_option("--sprt", options->sprt,
                   "Sequential probability ratio test: stop when H0 (Elo = ELO0) or H1 (Elo = ELO1) is "
                   "accepted; ALPHA and BETA default to 0.05")
      ->expected(2, 4)
      ->type_name("ELO0 ELO1 [ALPHA [BETA]]");
  command
      ->add_option("--book", options->book,
                   "Openings from this file, one a line (FEN or startpos, "
                   "then `moves ...`), each played once with both colours: "
                   "at most twice as many games as lines")
      ->type_name("FILE");
  command->add_option("--threads", options->threads, "Games played at once, 1 to 64")
      ->default_str("2")
      ->type_name("T");
  command
      ->add_option("--opening-plies", options->opening_plies,
                   "Random plies opening each pair of games, 0 to 40")
      ->default_str("4")
      ->type_name("K");
  command->add_option("--seed", options->seed, "Seed of the openings and the players' random choices")
      ->default_str("1")
      ->type_name("S");
  command->add_option("--max-plies", options->max_plies, "A game still going after this many plies is a draw")
      ->default_str("300")
      ->type_name("P");
  command->add_option("--pgn", options->pgn, "Write every game to this PGN file")->type_name("FILE");
  command->footer(
      "Engine keys: depth=N, nodes=N, movetime=MS, skill=0..20, eval=full|material, hash=MB\n"
      "(no depth, nodes or movetime: depth 4). An external UCI engine: uci:[depth=N,nodes=N,movetime=MS,\n"
      "time=MS,inc=MS,margin=MS,option.NAME=VALUE,...,]cmd=COMMAND (cmd last); a late, silent or illegal\n"
      "answer loses the game. Each pair of games shares a random opening, A White in one and Black in the\n"
      "other. Progress goes to stderr, the table to stdout. See docs/match.md.\n"
      "Example: nightrider match --variant rococo --a engine:depth=3 --b greedy --games 20");
  command->callback([options] { run_match_command(*options); });
}

}  // namespace nightrider::cli
