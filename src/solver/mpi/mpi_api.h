// The few MPI calls a distributed solve makes, as a C interface between the program and the plugin
// `libnightrider_mpi.so` (mpi_plugin.cpp), the only code that links the MPI library. The program loads the
// plugin only for `solve --mpi`, so that every other run starts without loading MPI (about 4 ms of a
// trivial solve's 16). A C interface, because the program links its C++ runtime statically and the plugin
// does not: nothing but plain data crosses.
#pragma once

#include <cstdint>

extern "C" {

struct NightriderMpiApi {
  int version;  // kNightriderMpiApiVersion
  // Each call returns 0, or nonzero when MPI failed.
  // MPI with threads calling it one at a time; *threads_ok is 0 if the library cannot do that.
  int (*initialise)(int* rank, int* size, int* threads_ok);
  void (*finalise)(void);
  int (*broadcast_size)(uint64_t* size);          // rank 0's value, to every process
  int (*broadcast_bytes)(char* data, int bytes);  // rank 0's bytes, to every process
  int (*send)(const char* data, int bytes, int to, int tag);
  // A message with `tag` from `source` (-1: any): waits for one if `wait`, else only looks (*found = 0
  // when there is none); gives its sender and size.
  int (*probe)(int source, int tag, int wait, int* found, int* from, int* bytes);
  int (*receive)(char* data, int bytes, int from, int tag);
  // Memory of `bytes` zeroes that every process of this host maps (all the job's processes call it at
  // once), page-aligned. It stays mapped until finalise. *base is its start here; on failure (nonzero)
  // it is null in every process of the host.
  int (*host_shared_memory)(uint64_t bytes, void** base);
};

// The plugin's one exported function.
typedef const NightriderMpiApi* (*NightriderMpiApiEntry)(void);
}

namespace nightrider::solver::mpi {
constexpr int kNightriderMpiApiVersion = 2;
constexpr const char* kPluginEntry = "nightrider_mpi_api";
constexpr const char* kPluginFile = "libnightrider_mpi.so";
}  // namespace nightrider::solver::mpi
