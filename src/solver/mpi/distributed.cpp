#include "solver/mpi/distributed.h"

#include <dlfcn.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <utility>
#include <vector>

#include "solver/mpi/mpi_api.h"

namespace nightrider::solver::mpi {
namespace {

// Requests go to rank 0 with one tag, replies come back with another; rank 0's "stop" has its own, so
// that a process waiting for a reply never takes a stop for one (and the other way round).
constexpr int kRequestTag = 11;
constexpr int kReplyTag = 12;
constexpr int kStopTag = 13;

enum Kind : int32_t { kNext = 1, kResult = 2, kGather = 3, kTwinEnd = 4 };
constexpr int32_t kNone = -1;     // no first move left
constexpr int32_t kStopped = -2;  // rank 0 stopped the twin

struct Header {
  int32_t kind = 0, twin = 0, search = 0, index = 0, count = 0;
};

void check(int code, const char* what) {
  if (code != 0) throw std::runtime_error(std::string("MPI: ") + what + " failed");
}

std::string message(const Header& header, std::string_view payload = {}) {
  std::string bytes(sizeof header, '\0');
  std::memcpy(bytes.data(), &header, sizeof header);
  bytes.append(payload);
  return bytes;
}

void send(const NightriderMpiApi& api, const std::string& bytes, int to, int tag) {
  check(api.send(bytes.data(), static_cast<int>(bytes.size()), to, tag), "send");
}

// A message that a probe announced.
struct Announced {
  int from = 0, bytes = 0;
};

std::string receive(const NightriderMpiApi& api, const Announced& announced, int tag) {
  std::string bytes(static_cast<size_t>(announced.bytes), '\0');
  check(api.receive(bytes.data(), announced.bytes, announced.from, tag), "receive");
  return bytes;
}

// The next message with `tag` from `source` (-1: any), if one is there (or, if `wait`, once one is).
std::optional<Announced> look(const NightriderMpiApi& api, int source, int tag, bool wait) {
  int found = 0;
  Announced announced;
  check(api.probe(source, tag, wait ? 1 : 0, &found, &announced.from, &announced.bytes), "probe");
  if (!found) return std::nullopt;
  return announced;
}

std::string receive_from(const NightriderMpiApi& api, int source, int tag) {
  return receive(api, *look(api, source, tag, true), tag);
}

int32_t read_int(std::string_view bytes, size_t& at) {
  int32_t value = 0;
  if (bytes.size() - at < sizeof value) throw std::runtime_error("MPI: a message is cut short");
  std::memcpy(&value, bytes.data() + at, sizeof value);
  at += sizeof value;
  return value;
}

void append_int(std::string& bytes, int32_t value) {
  bytes.append(reinterpret_cast<const char*>(&value), sizeof value);
}

}  // namespace

namespace {

std::string plugin_path() {
  if (const char* named = std::getenv("NIGHTRIDER_MPI_LIBRARY"); named && *named) return named;
  std::error_code error;
  const std::filesystem::path program = std::filesystem::read_symlink("/proc/self/exe", error);
  return error ? std::string(kPluginFile) : (program.parent_path() / kPluginFile).string();
}

}  // namespace

MpiSession::MpiSession() {
  const std::string path = plugin_path();
  library_ = dlopen(path.c_str(), RTLD_NOW | RTLD_GLOBAL);  // (global: MPI's own components need its symbols)
  if (!library_) {
    const char* why = dlerror();
    throw MpiUnavailable("--mpi: cannot load the MPI plugin " + path + " (" + (why ? why : "unknown") +
                         "); build nightrider with Debian's libopenmpi-dev installed, or name the plugin "
                         "in NIGHTRIDER_MPI_LIBRARY");
  }
  const auto entry = reinterpret_cast<NightriderMpiApiEntry>(dlsym(library_, kPluginEntry));
  api_ = entry ? entry() : nullptr;
  if (!api_ || api_->version != kNightriderMpiApiVersion) {
    dlclose(library_);
    throw MpiUnavailable("--mpi: " + path + " is not this nightrider's MPI plugin (build them together)");
  }
  int threads_ok = 0;
  check(api_->initialise(&rank_, &size_, &threads_ok), "initialisation");
  if (!threads_ok) {
    api_->finalise();
    throw std::runtime_error("MPI: this MPI library cannot be called from several threads");
  }
}

// (The plugin stays loaded: MPI may still run code of its own after its finalisation.)
MpiSession::~MpiSession() { api_->finalise(); }

std::string MpiSession::broadcast(std::string text) const {
  uint64_t size = text.size();
  check(api_->broadcast_size(&size), "broadcast");
  text.resize(size);
  // (In pieces: a count is an int.)
  for (uint64_t at = 0; at < size; at += 1u << 30) {
    const int piece = static_cast<int>(std::min<uint64_t>(size - at, 1u << 30));
    check(api_->broadcast_bytes(text.data() + at, piece), "broadcast");
  }
  return text;
}

void* MpiSession::host_shared_memory(uint64_t bytes) const {
  void* base = nullptr;
  return api_->host_shared_memory(bytes, &base) == 0 ? base : nullptr;
}

struct DistributedRoots::State {
  const NightriderMpiApi* api = nullptr;
  int rank = 0, size = 1;
  std::mutex mutex;  // everything below; on ranks above 0 it also keeps MPI calls one at a time
  std::condition_variable changed;
  int twin = 0;  // the twin's number in the solve, the same in every process
  std::map<std::pair<int, int>, std::string> results;
  std::map<int, std::pair<int32_t, int32_t>>
      dealt_run;                  // ranks above 0: search -> tasks dealt, not yet taken
  bool stopped = false;           // rank 0 stopped this twin
  std::atomic<bool> stop{false};  // this process's searches stop (the session's stop flag)
  long searched = 0;
  bool quit = false;

  // Rank 0: the dealer of first moves and the keeper of results.
  std::map<int, int> next;  // search -> next first move to deal
  struct Waiting {
    int source, search, count;
  };
  std::vector<Waiting> gathers;           // processes waiting for a search's results
  int twin_ends = 0;                      // processes that reached the end of the twin
  std::optional<int32_t> twin_end_reply;  // set by rank 0's own end of twin: to send to the others
  bool stop_to_send = false;
  std::thread service;  // rank 0: answers the others (the only thread of rank 0 that calls MPI)

  // Ranks above 0: watches for rank 0's stop.
  std::thread watcher;

  void serve();
  void answer_waiting();  // (mutex held)
  void watch();
  // Ranks above 0: one request to rank 0, and its reply if `reply` (mutex held).
  std::string ask(const Header& header, std::string_view payload, bool reply);
};

void DistributedRoots::State::answer_waiting() {
  for (auto waiting = gathers.begin(); waiting != gathers.end();) {
    std::string reply;
    if (stopped) {
      append_int(reply, kStopped);
    } else {
      bool complete = true;
      for (int i = 0; i < waiting->count && complete; ++i) complete = results.count({waiting->search, i}) > 0;
      if (!complete) {
        ++waiting;
        continue;
      }
      append_int(reply, 0);
      for (int i = 0; i < waiting->count; ++i) {
        const std::string& result = results[{waiting->search, i}];
        append_int(reply, static_cast<int32_t>(result.size()));
        reply += result;
      }
    }
    send(*api, reply, waiting->source, kReplyTag);
    waiting = gathers.erase(waiting);
  }
}

void DistributedRoots::State::serve() {
  auto idle = std::chrono::microseconds(50);
  for (;;) {
    std::unique_lock<std::mutex> lock(mutex);
    if (quit) return;
    if (stop_to_send) {
      stop_to_send = false;
      std::string bytes;
      append_int(bytes, twin);
      for (int to = 1; to < size; ++to) send(*api, bytes, to, kStopTag);
    }
    answer_waiting();
    if (twin_end_reply && twin_ends == size - 1) {
      std::string reply;
      append_int(reply, *twin_end_reply);
      for (int to = 1; to < size; ++to) send(*api, reply, to, kReplyTag);
      // The next twin begins (here, so that no request of the next twin meets this one's state).
      twin_end_reply.reset();
      twin_ends = 0;
      ++twin;
      results.clear();
      next.clear();
      stopped = false;
      changed.notify_all();
    }
    const std::optional<Announced> request = look(*api, -1, kRequestTag, false);
    if (!request) {
      lock.unlock();
      std::this_thread::sleep_for(idle);
      idle = std::min(idle * 2, std::chrono::microseconds(2000));
      continue;
    }
    idle = std::chrono::microseconds(50);
    const std::string bytes = receive(*api, *request, kRequestTag);
    Header header;
    if (bytes.size() < sizeof header) throw std::runtime_error("MPI: a request is cut short");
    std::memcpy(&header, bytes.data(), sizeof header);
    const std::string_view payload(bytes.data() + sizeof header, bytes.size() - sizeof header);
    const int source = request->from;
    switch (header.kind) {
      case kNext: {
        // A run of tasks (tasks_dealt_at_once).
        int32_t from = kStopped, to = kStopped;
        if (!stopped && header.twin == twin) {
          int& dealt = next[header.search];
          const int left = std::max(0, header.count - dealt);
          const int run = tasks_dealt_at_once(left, size);
          from = left > 0 ? dealt : kNone;
          to = left > 0 ? dealt + std::min(run, left) : kNone;
          dealt += left > 0 ? std::min(run, left) : 0;
        }
        std::string reply;
        append_int(reply, from);
        append_int(reply, to);
        send(*api, reply, source, kReplyTag);
        break;
      }
      case kResult:
        if (header.twin == twin && !stopped) {
          results[{header.search, header.index}] = std::string(payload);
          changed.notify_all();
        }
        break;
      case kGather:
        gathers.push_back({source, header.search, header.count});
        break;
      case kTwinEnd:
        ++twin_ends;
        changed.notify_all();
        break;
      default:
        throw std::runtime_error("MPI: an unknown request");
    }
  }
}

void DistributedRoots::State::watch() {
  for (;;) {
    {
      std::lock_guard<std::mutex> lock(mutex);
      if (quit) return;
      if (const std::optional<Announced> stop_message = look(*api, 0, kStopTag, false)) {
        const std::string bytes = receive(*api, *stop_message, kStopTag);
        size_t at = 0;
        if (read_int(bytes, at) == twin) {  // (a stop of a twin already ended is late: ignored)
          stopped = true;
          stop.store(true);
        }
      }
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

std::string DistributedRoots::State::ask(const Header& header, std::string_view payload, bool reply) {
  send(*api, message(header, payload), 0, kRequestTag);
  return reply ? receive_from(*api, 0, kReplyTag) : std::string();
}

DistributedRoots::DistributedRoots(const MpiSession& session) : state_(std::make_unique<State>()) {
  state_->api = &session.api();
  state_->rank = session.rank();
  state_->size = session.size();
  if (state_->rank == 0)
    state_->service = std::thread([this] { state_->serve(); });
  else
    state_->watcher = std::thread([this] { state_->watch(); });
}

DistributedRoots::~DistributedRoots() {
  {
    std::lock_guard<std::mutex> lock(state_->mutex);
    state_->quit = true;
  }
  if (state_->service.joinable()) state_->service.join();
  if (state_->watcher.joinable()) state_->watcher.join();
}

std::optional<std::string> DistributedRoots::find(int search, int index) {
  std::lock_guard<std::mutex> lock(state_->mutex);
  const auto at = state_->results.find({search, index});
  if (at == state_->results.end()) return std::nullopt;
  return at->second;
}

void DistributedRoots::keep(int search, int index, std::string result) {
  std::lock_guard<std::mutex> lock(state_->mutex);
  ++state_->searched;
  if (state_->rank != 0 && !state_->stopped)
    state_->ask({kResult, state_->twin, search, index, 0}, result, false);
  state_->results[{search, index}] = std::move(result);
  state_->changed.notify_all();
}

int DistributedRoots::next_root(int search, int count, std::atomic<int>& local) {
  (void)local;
  std::lock_guard<std::mutex> lock(state_->mutex);
  if (state_->stopped) return -1;
  if (state_->rank == 0) {
    const int index = state_->next[search]++;
    return index < count ? index : -1;
  }
  // (The rest of the run rank 0 dealt last, if any.)
  auto& [from, to] = state_->dealt_run[search];
  if (from < to) return from++;
  const std::string reply = state_->ask({kNext, state_->twin, search, 0, count}, {}, true);
  size_t at = 0;
  from = read_int(reply, at);
  to = read_int(reply, at);
  if (from == kStopped) {
    state_->stopped = true;
    state_->stop.store(true);
  }
  return from >= 0 && from < to ? from++ : -1;
}

bool DistributedRoots::gather(int search, int count, SearchControl& control) {
  std::unique_lock<std::mutex> lock(state_->mutex);
  if (state_->rank == 0) {
    for (;;) {
      control.poll();  // (rank 0's limits: MaxTime, --max-time, Ctrl-C)
      if (control.stopped() && !state_->stopped) {
        state_->stopped = true;
        state_->stop_to_send = true;
      }
      if (state_->stopped) {
        control.stop.store(true);
        return false;
      }
      bool complete = true;
      for (int i = 0; i < count && complete; ++i) complete = state_->results.count({search, i}) > 0;
      if (complete) return true;
      state_->changed.wait_for(lock, std::chrono::milliseconds(10));
    }
  }
  if (!state_->stopped) {
    const std::string reply = state_->ask({kGather, state_->twin, search, 0, count}, {}, true);
    size_t at = 0;
    if (read_int(reply, at) == 0) {
      for (int i = 0; i < count; ++i) {
        const int32_t size = read_int(reply, at);
        if (size < 0 || reply.size() - at < static_cast<size_t>(size))
          throw std::runtime_error("MPI: a reply is cut short");
        state_->results[{search, i}] = reply.substr(at, static_cast<size_t>(size));
        at += static_cast<size_t>(size);
      }
      return true;
    }
    state_->stopped = true;
    state_->stop.store(true);
  }
  control.stop.store(true);
  return false;
}

std::atomic<bool>* DistributedRoots::stop_flag() { return state_->rank == 0 ? nullptr : &state_->stop; }

bool DistributedRoots::end_of_twin(bool stop) {
  std::unique_lock<std::mutex> lock(state_->mutex);
  if (state_->rank == 0) {
    // The others' ends arrive through the service, which then sends them rank 0's decision and starts
    // the next twin.
    state_->twin_end_reply = stop ? 1 : 0;
    state_->changed.wait(lock, [this] { return !state_->twin_end_reply.has_value(); });
    return stop;
  }
  const std::string reply = state_->ask({kTwinEnd, state_->twin, 0, 0, 0}, {}, true);
  size_t at = 0;
  ++state_->twin;
  state_->results.clear();
  state_->dealt_run.clear();
  state_->stopped = false;
  state_->stop.store(false);
  return read_int(reply, at) != 0;
}

long DistributedRoots::searched_here() const {
  std::lock_guard<std::mutex> lock(state_->mutex);
  return state_->searched;
}

}  // namespace nightrider::solver::mpi
