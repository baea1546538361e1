#include "variants/condition_games.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "conditions/condition_texts_nl.h"
#include "conditions/registry.h"
#include "conditions/seed_catalogue.h"
#include "notation/fen.h"
#include "variants/variants.h"

namespace nightrider {

std::string game_word(const conditions::ConditionEntry& entry) {
  std::string word = conditions::lower_case(std::string(entry.names.en));
  constexpr std::string_view kChess = "chess";
  if (word.size() > kChess.size() + 2 && word.ends_with(kChess)) word.resize(word.size() - kChess.size());
  return word;
}

const std::vector<GameCondition>& game_conditions() {
  // (Found by building each: a condition that needs an argument refuses to join without one.)
  static const std::vector<GameCondition> list = [] {
    std::vector<GameCondition> out;
    for (const conditions::ConditionEntry* entry : conditions::all_conditions()) {
      if (entry->mate_goal_only) continue;
      try {
        std::shared_ptr<Rules> rules = make_chess();
        entry->apply(*rules, {});
        // (A game starts from the orthodox array: not where a side would stand in check there.)
        Position start = start_position(*rules);
        MoveList moves;
        rules->legal_moves(start, moves);
        if (moves.empty()) continue;
      } catch (const std::exception&) {
        continue;
      }
      out.push_back({game_word(*entry), entry});
    }
    return out;
  }();
  return list;
}

namespace {

std::vector<std::string> split_on_plus(std::string_view name) {
  std::vector<std::string> parts;
  size_t start = 0;
  while (true) {
    const size_t plus = name.find('+', start);
    parts.emplace_back(name.substr(start, plus == std::string_view::npos ? std::string_view::npos : plus - start));
    if (plus == std::string_view::npos) return parts;
    start = plus + 1;
  }
}

// The condition a word of a game's name gives: a game word ("andernach"), any of its Popeye keywords,
// the keyword with "chess" ("exclusive"), or a seed name with hyphens ("anti-super-circe").
std::optional<conditions::ResolvedCondition> resolve_game_word(const std::string& written) {
  const std::string word = conditions::lower_case(written);
  if (word.empty()) return std::nullopt;
  for (const GameCondition& g : game_conditions())
    if (g.word == word) return conditions::ResolvedCondition{g.entry, {}};
  if (auto resolved = conditions::resolve_condition({word})) return resolved;
  return conditions::resolve_condition({word + "chess"});
}

}  // namespace

GameBuild build_condition_game(std::string_view name) {
  const std::vector<std::string> parts = split_on_plus(name);
  GameBuild build;
  const std::string shown(name);
  std::shared_ptr<Rules> rules = build_variant(parts[0]);
  if (!rules) {
    build.error = "unknown variant '" + parts[0] + "' in '" + shown + "' (known: " + variant_names() + ")";
    return build;
  }
  std::vector<conditions::ResolvedCondition> chosen;
  std::vector<const conditions::ConditionEntry*> entries;
  for (size_t i = 1; i < parts.size(); ++i) {
    const std::optional<conditions::ResolvedCondition> resolved = resolve_game_word(parts[i]);
    if (!resolved) {
      build.error = "unknown condition '" + parts[i] + "' in '" + shown + "' (see `nightrider conditions`)";
      return build;
    }
    if (resolved->entry->mate_goal_only) {
      build.error = shown + ": " + std::string(resolved->entry->names.en) +
                    " is a rule about a problem's aim (mate), not a game";
      return build;
    }
    chosen.push_back(*resolved);
    entries.push_back(resolved->entry);
  }
  for (size_t i : conditions::application_order(entries)) {
    try {
      chosen[i].entry->apply(*rules, chosen[i].arguments);
    } catch (const std::exception& e) {
      build.error = shown + ": " + e.what();
      return build;
    }
  }
  std::string canonical = conditions::lower_case(parts[0]);
  for (size_t i = 1; i < parts.size(); ++i) canonical += "+" + conditions::lower_case(parts[i]);
  rules->set_name(canonical);
  build.rules = std::move(rules);
  return build;
}

std::string seed_game(const conditions::SeedCondition& seed) {
  const auto resolved = conditions::resolve_seed_condition(seed);
  if (!resolved) return "";
  if (resolved->arguments.empty())
    for (const GameCondition& g : game_conditions())
      if (g.entry == resolved->entry) return "chess+" + g.word;
  std::string hyphenated = conditions::folded_name(seed.seed_name);
  for (char& c : hyphenated)
    if (c == ' ') c = '-';
  const std::string name = "chess+" + hyphenated;
  if (hyphenated.find_first_of("()=") == std::string::npos && build_condition_game(name).rules) return name;
  return "";
}

std::vector<ConditionDefinition> definitions_of(std::string_view name_text) {
  const std::string name(name_text);
  const auto& seeds = conditions::seed_conditions();
  auto of_seed = [](const conditions::SeedCondition& seed) {
    return ConditionDefinition{std::to_string(seed.number) + ". " + std::string(seed.seed_name),
                               std::string(seed.en), std::string(seed.fr), std::string(seed.summary),
                               std::string(conditions::dutch_definition(seed.seed_name))};
  };
  const bool number = !name.empty() && name.size() <= 3 &&
                      std::all_of(name.begin(), name.end(), [](unsigned char c) { return std::isdigit(c) != 0; });
  if (number) {
    const size_t n = std::stoul(name);
    if (n < 1 || n > seeds.size()) return {};
    return {of_seed(seeds[n - 1])};
  }
  const std::string words = name.find('+') == std::string::npos ? "chess+" + name : name;
  if (!build_condition_game(words).rules) return {};
  std::vector<ConditionDefinition> out;
  for (size_t start = words.find('+') + 1; start <= words.size();) {
    const size_t plus = std::min(words.find('+', start), words.size());
    const std::string word = words.substr(start, plus - start);
    start = plus + 1;
    // A seed name as written (hyphens for blanks) gives the seed's text, whatever the registry has.
    const std::string folded = conditions::folded_name(word);
    const auto seed = std::find_if(seeds.begin(), seeds.end(), [&](const conditions::SeedCondition& s) {
      return conditions::folded_name(s.seed_name) == folded;
    });
    if (seed != seeds.end()) {
      out.push_back(of_seed(*seed));
      continue;
    }
    const std::optional<conditions::ResolvedCondition> resolved = resolve_game_word(word);
    if (!resolved) return {};
    if (const auto text = conditions::condition_text(*resolved->entry))
      out.push_back({std::string(text->name), std::string(text->en), std::string(text->fr),
                     std::string(text->summary), std::string(conditions::dutch_definition(text->name))});
    else
      out.push_back({std::string(resolved->entry->names.en),
                     "(No definition of ours is written for it yet: see docs/conditions.md.)",
                     "(Sa définition n'est pas encore rédigée : voir docs/conditions.md.)", "",
                     "(De definitie is nog niet geschreven: zie docs/conditions.md.)"});
  }
  return out;
}

}  // namespace nightrider
