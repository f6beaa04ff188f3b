// SPDX-License-Identifier: Apache-2.0
// Characterization: Runtime API functions whose return list names cudaErrorInvalidValue, each called
// once with one argument outside the values its declaration allows (an enum value or flag word that
// no enumerator names, a required output pointer NULL, a size past the object), the others valid
// (created streams, events, arrays and buffers, a kernel of this file). The code's text describes
// parameters "not within an acceptable range of values" without saying which values each function
// refuses: the code each call returns is recorded. One row per function; what each row passes is its
// lambda (errors.zeroed.invalid_value_listed_result calls every such function with zeroed arguments).
#include "../errors.h"
#include "cudasem/cudasem.h"
#include "cudasem/pitched_memory.h"

CUDASEM_CALLS_DEPRECATED_API;  // the shared memory bank configuration functions are deprecated; they are rows here

namespace {

__global__ void row_kernel(unsigned* p) {
  if (p) p[threadIdx.x] = threadIdx.x;
}

// What the rows pass besides the argument out of range.
struct Objects {
  cudasem::DeviceBuffer<unsigned char> a{4096};
  cudasem::Array array;
  cudasem::Stream stream{cudaStreamNonBlocking};
  cudasem::Event event;

  void set_up() {
    const cudaChannelFormatDesc desc = cudasem::float1_desc();
    CUDASEM_ASSERT_OK(cudaMallocArray(array.out(), &desc, 64, 16));
  }
};

const void* kernel() { return reinterpret_cast<const void*>(&row_kernel); }

using Row = cudasem::errors::CallOn<Objects>;
constexpr Row kRows[] = {
    // an enum value or flag word outside the declared ones
    {"cudaDeviceSetSharedMemConfig", [](Objects&) { return cudaDeviceSetSharedMemConfig(cudaSharedMemConfig(7)); }},
    {"cudaFuncSetSharedMemConfig",
        [](Objects&) { return cudaFuncSetSharedMemConfig(kernel(), cudaSharedMemConfig(7)); }},
    {"cudaStreamCreateWithPriority",
        [](Objects&) {
          cudaStream_t s = nullptr;
          const cudaError_t r = cudaStreamCreateWithPriority(&s, 0x80, 0);
          if (r == cudaSuccess) cudaStreamDestroy(s);
          return r;
        }},
    {"cudaStreamBeginCapture", [](Objects& o) { return cudaStreamBeginCapture(o.stream, cudaStreamCaptureMode(99)); }},
    {"cudaThreadExchangeStreamCaptureMode",
        [](Objects&) {
          cudaStreamCaptureMode mode = cudaStreamCaptureMode(99);
          return cudaThreadExchangeStreamCaptureMode(&mode);
        }},
    {"cudaStreamWaitEvent",
        [](Objects& o) {
          CUDASEM_EXPECT_OK(cudaEventRecord(o.event, o.stream));
          return cudaStreamWaitEvent(o.stream, o.event, 0x80);
        }},
    {"cudaEventRecordWithFlags", [](Objects& o) { return cudaEventRecordWithFlags(o.event, o.stream, 0x80); }},
    {"cudaGetDriverEntryPoint",
        [](Objects&) {
          void* fn = nullptr;
          cudaDriverEntryPointQueryResult status = cudaDriverEntryPointSuccess;
          return cudaGetDriverEntryPoint("cuInit", &fn, 0x80, &status);
        }},
    {"cudaLogsCurrent",
        [](Objects&) {
          cudaLogIterator it = 0;
          return cudaLogsCurrent(&it, 1);
        }},
    {"cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags",
        [](Objects&) {
          int blocks = 0;
          return cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&blocks, kernel(), 32, 0, 0x80);
        }},
    {"cudaDeviceGetTexture1DLinearMaxWidth",
        [](Objects&) {
          std::size_t width = 0;
          const cudaChannelFormatDesc desc = {32, 0, 0, 0, cudaChannelFormatKind(99)};
          return cudaDeviceGetTexture1DLinearMaxWidth(&width, &desc, 0);
        }},
    // a required output pointer NULL
    {"cudaDeviceGetSharedMemConfig", [](Objects&) { return cudaDeviceGetSharedMemConfig(nullptr); }},
    {"cudaStreamGetDevice", [](Objects& o) { return cudaStreamGetDevice(o.stream, nullptr); }},
    {"cudaStreamGetPriority", [](Objects& o) { return cudaStreamGetPriority(o.stream, nullptr); }},
    {"cudaStreamIsCapturing", [](Objects& o) { return cudaStreamIsCapturing(o.stream, nullptr); }},
    {"cudaStreamGetCaptureInfo", [](Objects& o) { return cudaStreamGetCaptureInfo(o.stream, nullptr); }},
    {"cudaPointerGetAttributes", [](Objects& o) { return cudaPointerGetAttributes(nullptr, o.a.data()); }},
    {"cudaGetChannelDesc", [](Objects& o) { return cudaGetChannelDesc(nullptr, o.array); }},
    {"cudaMemGetInfo", [](Objects&) { return cudaMemGetInfo(nullptr, nullptr); }},
    {"cudaOccupancyMaxActiveBlocksPerMultiprocessor",
        [](Objects&) { return cudaOccupancyMaxActiveBlocksPerMultiprocessor(nullptr, kernel(), 32, 0); }},
    {"cudaOccupancyMaxActiveClusters",
        [](Objects&) {
          int clusters = 0;
          return cudaOccupancyMaxActiveClusters(&clusters, kernel(), nullptr);
        }},
    {"cudaOccupancyMaxPotentialClusterSize",
        [](Objects&) {
          int size = 0;
          return cudaOccupancyMaxPotentialClusterSize(&size, kernel(), nullptr);
        }},
};

}  // namespace

CUDASEM_CASE_TABLE(RuntimeArgumentOutsideRange, InvalidValueListedResult, kRows,
    {
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorInvalidValue)",
            .quote = "This indicates that one or more of the parameters passed to the API call is not within an "
                     "acceptable range of values."},
        .claim = cudasem::Claim::hedge,
    }) {
  Objects objects;
  ASSERT_NO_FATAL_FAILURE(objects.set_up());

  const cudaError_t r = row.call(objects);

  CUDASEM_RECORD_CODE_OF_ROW(row.key, r);
  cudasem::last_error(cudasem::LastError::clear);
  cudaStreamCaptureStatus capturing = cudaStreamCaptureStatusNone;
  CUDASEM_EXPECT_OK(cudaStreamIsCapturing(objects.stream, &capturing));
  if (capturing != cudaStreamCaptureStatusNone) {  // a row's call began a capture after all: end it
    cudaGraph_t graph = nullptr;
    CUDASEM_RECORD_CODE(cudaStreamEndCapture(objects.stream, &graph));
    if (graph) CUDASEM_EXPECT_OK(cudaGraphDestroy(graph));
  }
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(objects.stream));
}
