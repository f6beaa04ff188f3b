// SPDX-License-Identifier: Apache-2.0
// Characterization: Runtime API functions whose return list names cudaErrorInvalidValue, each called
// once with one argument outside the values its declaration allows (an enum value or flag word that
// no enumerator names, a required output pointer NULL, pageable host memory where device memory is
// expected, a region past the end of a CUDA array, a device ordinal past the last), the others valid
// (created streams, events, arrays and buffers, a kernel of this file, the suite's module fat binary
// loaded as a library). The code's text describes parameters "not within an acceptable range of
// values" without saying which values each function refuses: the code each call returns is
// recorded. One row per function; what each row passes is its lambda
// (errors.zeroed.invalid_value_listed_result calls every such function with zeroed arguments).
// Not rows: four calls that killed the process with SIGSEGV on the H200 (580.159.04) instead of
// returning: cudaStreamGetDevice(stream, NULL), cudaIpcGetEventHandle(NULL, event),
// cudaOccupancyMaxActiveClusters(&n, kernel, NULL) and cudaOccupancyMaxPotentialClusterSize(&n, kernel,
// NULL) (bundles/partial/nvidia-h200_580.159.04_a7533e4_return-code-cases.json.gz); the rows here run
// in the case's own process.
#include "../errors.h"
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "cudasem/pitched_memory.h"
#include "kernels/modules/modules.h"

#include <vector>

CUDASEM_CALLS_DEPRECATED_API;  // the bank configuration and array copy functions are deprecated; they are rows here

namespace {

__global__ void row_kernel(unsigned* p) {
  if (p) p[threadIdx.x] = threadIdx.x;
}

constexpr std::size_t kBytes = 1 << 16;

// What the rows pass besides the argument out of range: a device buffer, pageable host bytes (no
// device memory: the device reads no pageable memory where its pageableMemoryAccess is 0, and what
// a copy or memset reads or writes stays within them where it is 1), a 64 x 16 float array
// (4 KiB), a stream and an event.
struct Objects {
  cudasem::DeviceBuffer<unsigned char> a{kBytes};
  std::vector<unsigned char> pageable = std::vector<unsigned char>(kBytes);
  cudasem::Array array;
  cudasem::Stream stream{cudaStreamNonBlocking};
  cudasem::Event event;

  void set_up() {
    const cudaChannelFormatDesc desc = cudasem::float1_desc();
    CUDASEM_ASSERT_OK(cudaMallocArray(array.out(), &desc, 64, 16));
    int pageable_access = 0;
    CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&pageable_access, cudaDevAttrPageableMemoryAccess, 0));
    cudasem::environment("pageable_memory_access", pageable_access);
  }
  unsigned char* host() { return pageable.data(); }
  cudaPitchedPtr host_pitched() { return make_cudaPitchedPtr(host(), 256, 64, 4); }
  // The suite's fat binary of module kernels, loaded through the runtime.
  cudaLibrary_t library() {
    if (!loaded.get())
      CUDASEM_EXPECT_OK(
          cudaLibraryLoadData(loaded.out(), cudasem::modules::fatbin().data, nullptr, nullptr, 0, nullptr, nullptr, 0));
    return loaded;
  }
  cudasem::Owner<cudaLibrary_t, &cudaLibraryUnload> loaded;
  cudaMemcpy3DPeerParms peer_from_host() {
    cudaMemcpy3DPeerParms p = {};
    p.srcPtr = host_pitched();
    p.dstPtr = make_cudaPitchedPtr(a.data(), 256, 64, 4);
    p.extent = make_cudaExtent(64, 4, 1);
    return p;
  }
};

constexpr std::size_t kPastArray = 2 * 64 * 16 * sizeof(float);  // twice the array's bytes

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
    {"cudaGraphAddNode",
        [](Objects&) {
          cudasem::Graph graph;
          CUDASEM_EXPECT_OK(cudaGraphCreate(graph.out(), 0));
          cudaGraphNodeParams params = {};
          params.type = cudaGraphNodeType(99);
          cudaGraphNode_t node = nullptr;
          return cudaGraphAddNode(&node, graph, nullptr, nullptr, 0, &params);
        }},
    {"cudaStreamUpdateCaptureDependencies",
        [](Objects& o) {
          CUDASEM_EXPECT_OK(cudaStreamBeginCapture(o.stream, cudaStreamCaptureModeRelaxed));
          return cudaStreamUpdateCaptureDependencies(o.stream, nullptr, 0, 0x80);
        }},
    {"cudaDeviceGetP2PAttribute",
        [](Objects&) {
          int value = 0;
          return cudaDeviceGetP2PAttribute(&value, cudaDeviceP2PAttr(99), 0, 0);
        }},
    {"cudaDeviceGraphMemTrim",
        [](Objects&) {
          int count = 0;
          CUDASEM_EXPECT_OK(cudaGetDeviceCount(&count));
          return cudaDeviceGraphMemTrim(count);  // one past the last ordinal
        }},
    {"cudaDeviceGetTexture1DLinearMaxWidth",
        [](Objects&) {
          std::size_t width = 0;
          const cudaChannelFormatDesc desc = {32, 0, 0, 0, cudaChannelFormatKind(99)};
          return cudaDeviceGetTexture1DLinearMaxWidth(&width, &desc, 0);
        }},
    // a required output pointer NULL
    {"cudaDeviceGetSharedMemConfig", [](Objects&) { return cudaDeviceGetSharedMemConfig(nullptr); }},
    {"cudaStreamGetPriority", [](Objects& o) { return cudaStreamGetPriority(o.stream, nullptr); }},
    {"cudaStreamIsCapturing", [](Objects& o) { return cudaStreamIsCapturing(o.stream, nullptr); }},
    {"cudaStreamGetCaptureInfo", [](Objects& o) { return cudaStreamGetCaptureInfo(o.stream, nullptr); }},
    {"cudaPointerGetAttributes", [](Objects& o) { return cudaPointerGetAttributes(nullptr, o.a.data()); }},
    {"cudaGetChannelDesc", [](Objects& o) { return cudaGetChannelDesc(nullptr, o.array); }},
    {"cudaMemGetInfo", [](Objects&) { return cudaMemGetInfo(nullptr, nullptr); }},
    {"cudaLibraryGetKernelCount", [](Objects& o) { return cudaLibraryGetKernelCount(nullptr, o.library()); }},
    {"cudaLibraryEnumerateKernels", [](Objects& o) { return cudaLibraryEnumerateKernels(nullptr, 1, o.library()); }},
    {"cudaLibraryGetKernel",
        [](Objects& o) { return cudaLibraryGetKernel(nullptr, o.library(), cudasem::modules::kAddOne); }},
    {"cudaLibraryLoadData",
        [](Objects&) {
          cudaLibrary_t lib = nullptr;
          const cudaError_t r = cudaLibraryLoadData(&lib, nullptr, nullptr, nullptr, 0, nullptr, nullptr, 0);
          if (lib) CUDASEM_EXPECT_OK(cudaLibraryUnload(lib));
          return r;
        }},
    {"cudaStreamEndCapture",
        [](Objects& o) {
          CUDASEM_EXPECT_OK(cudaStreamBeginCapture(o.stream, cudaStreamCaptureModeRelaxed));
          return cudaStreamEndCapture(o.stream, nullptr);
        }},
    {"cudaOccupancyMaxActiveBlocksPerMultiprocessor",
        [](Objects&) { return cudaOccupancyMaxActiveBlocksPerMultiprocessor(nullptr, kernel(), 32, 0); }},
    // pageable host memory given as device memory (a set, or the device side of a copy)
    {"cudaMemset", [](Objects& o) { return cudaMemset(o.host(), 0, 64); }},
    {"cudaMemsetAsync", [](Objects& o) { return cudaMemsetAsync(o.host(), 0, 64, o.stream); }},
    {"cudaMemset2D", [](Objects& o) { return cudaMemset2D(o.host(), 256, 0, 64, 4); }},
    {"cudaMemset2DAsync", [](Objects& o) { return cudaMemset2DAsync(o.host(), 256, 0, 64, 4, o.stream); }},
    {"cudaMemset3D", [](Objects& o) { return cudaMemset3D(o.host_pitched(), 0, make_cudaExtent(64, 4, 1)); }},
    {"cudaMemset3DAsync",
        [](Objects& o) { return cudaMemset3DAsync(o.host_pitched(), 0, make_cudaExtent(64, 4, 1), o.stream); }},
    {"cudaMemcpy", [](Objects& o) { return cudaMemcpy(o.a.data(), o.host(), 64, cudaMemcpyDeviceToDevice); }},
    {"cudaMemcpyAsync",
        [](Objects& o) { return cudaMemcpyAsync(o.a.data(), o.host(), 64, cudaMemcpyDeviceToDevice, o.stream); }},
    {"cudaMemcpy2D",
        [](Objects& o) { return cudaMemcpy2D(o.a.data(), 256, o.host(), 256, 64, 4, cudaMemcpyDeviceToDevice); }},
    {"cudaMemcpy2DAsync",
        [](Objects& o) {
          return cudaMemcpy2DAsync(o.a.data(), 256, o.host(), 256, 64, 4, cudaMemcpyDeviceToDevice, o.stream);
        }},
    {"cudaMemcpyPeer", [](Objects& o) { return cudaMemcpyPeer(o.a.data(), 0, o.host(), 0, 64); }},
    {"cudaMemcpyPeerAsync", [](Objects& o) { return cudaMemcpyPeerAsync(o.a.data(), 0, o.host(), 0, 64, o.stream); }},
    {"cudaMemcpy3DPeer",
        [](Objects& o) {
          const cudaMemcpy3DPeerParms p = o.peer_from_host();
          return cudaMemcpy3DPeer(&p);
        }},
    {"cudaMemcpy3DPeerAsync",
        [](Objects& o) {
          const cudaMemcpy3DPeerParms p = o.peer_from_host();
          return cudaMemcpy3DPeerAsync(&p, o.stream);
        }},
    {"cudaIpcGetMemHandle",
        [](Objects& o) {
          cudaIpcMemHandle_t handle = {};
          return cudaIpcGetMemHandle(&handle, o.host());
        }},
    // a region past the end of the CUDA array
    {"cudaMemcpyToArray",
        [](Objects& o) { return cudaMemcpyToArray(o.array, 0, 0, o.a.data(), kPastArray, cudaMemcpyDeviceToDevice); }},
    {"cudaMemcpyToArrayAsync",
        [](Objects& o) {
          return cudaMemcpyToArrayAsync(o.array, 0, 0, o.a.data(), kPastArray, cudaMemcpyDeviceToDevice, o.stream);
        }},
    {"cudaMemcpyFromArray",
        [](Objects& o) {
          return cudaMemcpyFromArray(o.a.data(), o.array, 0, 0, kPastArray, cudaMemcpyDeviceToDevice);
        }},
    {"cudaMemcpyFromArrayAsync",
        [](Objects& o) {
          return cudaMemcpyFromArrayAsync(o.a.data(), o.array, 0, 0, kPastArray, cudaMemcpyDeviceToDevice, o.stream);
        }},
    {"cudaMemcpy2DToArrayAsync",
        [](Objects& o) {
          return cudaMemcpy2DToArrayAsync(o.array, 0, 0, o.a.data(), 1024, 512, 4, cudaMemcpyDeviceToDevice, o.stream);
        }},
    {"cudaMemcpy2DFromArrayAsync",
        [](Objects& o) {
          return cudaMemcpy2DFromArrayAsync(
              o.a.data(), 1024, o.array, 0, 0, 512, 4, cudaMemcpyDeviceToDevice, o.stream);
        }},
    {"cudaMemcpy3DAsync",
        [](Objects& o) {
          cudaMemcpy3DParms p = {};
          p.srcArray = o.array;
          p.dstPtr = make_cudaPitchedPtr(o.a.data(), 1024, 128, 4);
          p.extent = make_cudaExtent(128, 4, 1);  // elements: twice the array's 64 a row
          p.kind = cudaMemcpyDeviceToDevice;
          return cudaMemcpy3DAsync(&p, o.stream);
        }},
    {"cudaMemcpyArrayToArray",
        [](Objects& o) {
          cudasem::Array other;
          const cudaChannelFormatDesc desc = cudasem::float1_desc();
          CUDASEM_EXPECT_OK(cudaMalloc3DArray(other.out(), &desc, make_cudaExtent(64, 16, 0)));
          return cudaMemcpyArrayToArray(other, 0, 0, o.array, 0, 0, kPastArray, cudaMemcpyDeviceToDevice);
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
