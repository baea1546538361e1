// The plugin `libnightrider_mpi.so`: mpi_api.h's calls made with the MPI library. Built when CMake finds
// an MPI library; the program loads it for `solve --mpi` only.
#include <mpi.h>

#include "solver/mpi/mpi_api.h"

namespace {

int status(int code) { return code == MPI_SUCCESS ? 0 : 1; }

int initialise(int* rank, int* size, int* threads_ok) {
  int provided = 0;
  if (MPI_Init_thread(nullptr, nullptr, MPI_THREAD_SERIALIZED, &provided) != MPI_SUCCESS) return 1;
  *threads_ok = provided >= MPI_THREAD_SERIALIZED;
  if (MPI_Comm_rank(MPI_COMM_WORLD, rank) != MPI_SUCCESS) return 1;
  return status(MPI_Comm_size(MPI_COMM_WORLD, size));
}

void finalise() { MPI_Finalize(); }

int broadcast_size(uint64_t* size) { return status(MPI_Bcast(size, 1, MPI_UINT64_T, 0, MPI_COMM_WORLD)); }

int broadcast_bytes(char* data, int bytes) {
  return status(MPI_Bcast(data, bytes, MPI_BYTE, 0, MPI_COMM_WORLD));
}

int send(const char* data, int bytes, int to, int tag) {
  return status(MPI_Send(data, bytes, MPI_BYTE, to, tag, MPI_COMM_WORLD));
}

int probe(int source, int tag, int wait, int* found, int* from, int* bytes) {
  MPI_Status message;
  const int any = source < 0 ? MPI_ANY_SOURCE : source;
  if (wait) {
    if (MPI_Probe(any, tag, MPI_COMM_WORLD, &message) != MPI_SUCCESS) return 1;
    *found = 1;
  } else if (MPI_Iprobe(any, tag, MPI_COMM_WORLD, found, &message) != MPI_SUCCESS) {
    return 1;
  }
  if (!*found) return 0;
  *from = message.MPI_SOURCE;
  return status(MPI_Get_count(&message, MPI_BYTE, bytes));
}

int receive(char* data, int bytes, int from, int tag) {
  MPI_Status message;
  return status(MPI_Recv(data, bytes, MPI_BYTE, from, tag, MPI_COMM_WORLD, &message));
}

constexpr NightriderMpiApi kApi = {nightrider::solver::mpi::kNightriderMpiApiVersion,
                                   initialise,
                                   finalise,
                                   broadcast_size,
                                   broadcast_bytes,
                                   send,
                                   probe,
                                   receive};

}  // namespace

extern "C" __attribute__((visibility("default"))) const NightriderMpiApi* nightrider_mpi_api() {
  return &kApi;
}
