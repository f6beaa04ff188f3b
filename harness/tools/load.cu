// SPDX-License-Identifier: Apache-2.0
// cudasem-load: keeps a GPU busy from another process while the suite runs, to check that
// outcomes do not depend on an idle GPU (ordering verdicts are proven by gates and data, not by
// timing, so a loaded run must give the same outcomes as an unloaded one).
//
//   cudasem-load [--seconds N] [--device D] [--megabytes M]
//
// Two streams of its own: one runs a compute kernel over M MiB again and again, the other copies
// M MiB host-to-device and back through pinned memory. Bounded: it stops after N seconds
// (default 300, at most 3600) and uses 3 x M MiB (default 256, at most 4096) of device and
// pinned memory, plain allocations only. Prints what it did every 10 s and at the end.
#include <cuda_runtime.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace {

__global__ void churn(float* data, std::size_t n, int rounds) {
  for (std::size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    float v = data[i];
    for (int r = 0; r < rounds; ++r) v = v * 1.000001f + 0.5f;
    data[i] = v;
  }
}

int fail(const char* what, cudaError_t e) {
  std::fprintf(stderr, "cudasem-load: %s: %s\n", what, cudaGetErrorString(e));
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  long seconds = 300, megabytes = 256;
  int device = 0;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string a = argv[i];
    if (a == "--seconds")
      seconds = std::strtol(argv[i + 1], nullptr, 10);
    else if (a == "--device")
      device = static_cast<int>(std::strtol(argv[i + 1], nullptr, 10));
    else if (a == "--megabytes")
      megabytes = std::strtol(argv[i + 1], nullptr, 10);
    else {
      std::fprintf(stderr, "usage: cudasem-load [--seconds N] [--device D] [--megabytes M]\n");
      return 2;
    }
  }
  if (seconds < 1 || seconds > 3600 || megabytes < 1 || megabytes > 4096) {
    std::fprintf(stderr, "cudasem-load: --seconds must be 1..3600 and --megabytes 1..4096\n");
    return 2;
  }
  cudaError_t e;
  if ((e = cudaSetDevice(device)) != cudaSuccess) return fail("cudaSetDevice", e);
  const std::size_t bytes = static_cast<std::size_t>(megabytes) << 20, n = bytes / sizeof(float);
  float *work = nullptr, *copy = nullptr, *host = nullptr;
  if ((e = cudaMalloc(&work, bytes)) != cudaSuccess) return fail("cudaMalloc", e);
  if ((e = cudaMalloc(&copy, bytes)) != cudaSuccess) return fail("cudaMalloc", e);
  if ((e = cudaMallocHost(&host, bytes)) != cudaSuccess) return fail("cudaMallocHost", e);
  std::memset(host, 0, bytes);
  cudaStream_t compute, transfer;
  cudaStreamCreateWithFlags(&compute, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&transfer, cudaStreamNonBlocking);
  cudaMemsetAsync(work, 0, bytes, compute);

  const auto t0 = std::chrono::steady_clock::now();
  auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(); };
  long kernels = 0, copies = 0;
  double next_report = 1.0;
  while (elapsed() < seconds) {
    churn<<<264, 256, 0, compute>>>(work, n, 64);
    ++kernels;
    cudaMemcpyAsync(copy, host, bytes, cudaMemcpyHostToDevice, transfer);
    cudaMemcpyAsync(host, copy, bytes, cudaMemcpyDeviceToHost, transfer);
    copies += 2;
    // Keep at most one round in flight per stream, so that the load stops soon after the limit.
    if ((e = cudaStreamSynchronize(compute)) != cudaSuccess) return fail("kernel", e);
    if ((e = cudaStreamSynchronize(transfer)) != cudaSuccess) return fail("copy", e);
    if (elapsed() >= next_report) {
      std::printf("cudasem-load: %.0f s: %ld kernels, %ld copies of %ld MiB\n", elapsed(), kernels, copies, megabytes);
      std::fflush(stdout);
      next_report += 10.0;
    }
  }
  std::printf("cudasem-load: done after %.1f s: %ld kernels, %ld copies of %ld MiB on device %d\n", elapsed(), kernels,
      copies, megabytes, device);
  cudaFreeHost(host);
  cudaFree(copy);
  cudaFree(work);
  return 0;
}
