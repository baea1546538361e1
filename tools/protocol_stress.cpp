// nightrider_protocol_stress: the protocol stress drivers of tests/support/protocol_stress.h against an
// engine process, as a GUI meets it (pipes, the engine's own input loop).
//
//   nightrider_protocol_stress --engine "build/nightrider uci" --protocol uci|xboard [--cycles N]
//                              [--seed S] [--variant V]... [--answer-limit MS]
//
// Prints the counts and exits 0 when every check held and the engine exited by itself after `quit`;
// otherwise prints what broke, with the last lines exchanged, and exits 1. Bad arguments: exit 2.
#include "protocol_stress.h"

#include <sys/wait.h>

#include <charconv>
#include <cstring>
#include <iostream>
#include <string>

#include "match/engine_process.h"

namespace {

using nightrider::match::EngineProcess;
using namespace nightrider::protocol_stress;

class ProcessChannel : public EngineChannel {
 public:
  explicit ProcessChannel(EngineProcess& process) : process_(process) {}
  void send(const std::string& line) override { process_.send(line); }
  std::optional<std::string> receive(Clock::time_point deadline) override {
    return process_.read_line(deadline);
  }
  bool closed() const override { return process_.closed(); }

 private:
  EngineProcess& process_;
};

bool parse_number(const char* text, long long& value) {
  const char* end = text + std::strlen(text);
  const auto [ptr, error] = std::from_chars(text, end, value);
  return error == std::errc{} && ptr == end && value >= 0;
}

int usage(const std::string& problem) {
  std::cerr
      << "nightrider_protocol_stress: " << problem
      << "\nusage: nightrider_protocol_stress --engine COMMAND --protocol uci|xboard [--cycles N] [--seed S]"
         " [--variant V]... [--answer-limit MS]\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::string command, protocol;
  StressConfig config;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (i + 1 >= argc) return usage(arg + " needs a value");
    const char* value = argv[++i];
    long long n = 0;
    if (arg == "--engine") {
      command = value;
    } else if (arg == "--protocol") {
      protocol = value;
    } else if (arg == "--variant") {
      config.variants.push_back(value);
    } else if (arg == "--cycles" && parse_number(value, n) && n > 0 && n <= 100'000'000) {
      config.cycles = static_cast<int>(n);
    } else if (arg == "--seed" && parse_number(value, n)) {
      config.seed = static_cast<uint64_t>(n);
    } else if (arg == "--answer-limit" && parse_number(value, n) && n > 0) {
      config.answer_limit = std::chrono::milliseconds(n);
    } else {
      return usage("bad argument " + arg + " " + value);
    }
  }
  if (command.empty()) return usage("--engine is required");
  if (protocol != "uci" && protocol != "xboard") return usage("--protocol must be uci or xboard");

  try {
    EngineProcess process(command);
    ProcessChannel channel(process);
    const auto start = Clock::now();
    const StressReport report =
        protocol == "uci" ? stress_uci(channel, config) : stress_xboard(channel, config);
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    std::cout << protocol << " stress, seed " << config.seed << ": " << report.summary() << "; " << seconds
              << " s\n";
    if (!report.ok()) {
      std::cout << "FAILED: " << report.failure << "\n";
      return 1;
    }
    const auto status = process.wait_for_exit(Clock::now() + std::chrono::seconds(5));
    if (!status || !WIFEXITED(*status) || WEXITSTATUS(*status) != 0) {
      std::cout << "FAILED: the engine did not exit with status 0 within 5 s of quit\n";
      return 1;
    }
    std::cout << "ok\n";
    return 0;
  } catch (const std::exception& e) {
    std::cout << "FAILED: " << e.what() << "\n";
    return 1;
  }
}
