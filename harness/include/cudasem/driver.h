// SPDX-License-Identifier: Apache-2.0
// The CUDA driver API and NVML, loaded at run time with dlopen: the binaries start (and can
// list their cases) on machines without a driver, and requirement checks never create a
// context.
//   const cudasem::Driver& drv = cudasem::driver();   // ADD_FAILURE + empty table if absent
//   drv.cuDevicePrimaryCtxGetState(dev, &flags, &active);
#pragma once

#include <cuda.h>

#include <string>

#define CUDASEM_DRIVER_FUNCTIONS(X)                       \
  /* initialization, version, errors, entry points */     \
  X(cuInit)                                               \
  X(cuDriverGetVersion)                                   \
  X(cuGetErrorName)                                       \
  X(cuGetErrorString)                                     \
  X(cuGetProcAddress)                                     \
  /* devices */                                           \
  X(cuDeviceGetCount)                                     \
  X(cuDeviceGet)                                          \
  X(cuDeviceGetName)                                      \
  X(cuDeviceGetAttribute)                                 \
  X(cuDeviceTotalMem)                                     \
  X(cuDeviceGetUuid)                                      \
  X(cuDeviceGetPCIBusId)                                  \
  X(cuDeviceGetByPCIBusId)                                \
  X(cuDeviceGetDefaultMemPool)                            \
  /* primary context */                                   \
  X(cuDevicePrimaryCtxGetState)                           \
  X(cuDevicePrimaryCtxRetain)                             \
  X(cuDevicePrimaryCtxRelease)                            \
  X(cuDevicePrimaryCtxReset)                              \
  X(cuDevicePrimaryCtxSetFlags)                           \
  /* contexts */                                          \
  X(cuCtxCreate)                                          \
  X(cuCtxDestroy)                                         \
  X(cuCtxGetCurrent)                                      \
  X(cuCtxSetCurrent)                                      \
  X(cuCtxPushCurrent)                                     \
  X(cuCtxPopCurrent)                                      \
  X(cuCtxGetFlags)                                        \
  X(cuCtxGetDevice)                                       \
  X(cuCtxGetApiVersion)                                   \
  X(cuCtxGetId)                                           \
  X(cuCtxGetLimit)                                        \
  X(cuCtxSetLimit)                                        \
  X(cuCtxGetCacheConfig)                                  \
  X(cuCtxGetStreamPriorityRange)                          \
  X(cuCtxSynchronize)                                     \
  /* modules and launch */                                \
  X(cuModuleLoad)                                         \
  X(cuModuleLoadData)                                     \
  X(cuModuleLoadDataEx)                                   \
  X(cuModuleUnload)                                       \
  X(cuModuleGetFunction)                                  \
  X(cuModuleGetGlobal)                                    \
  X(cuModuleGetLoadingMode)                               \
  X(cuModuleGetFunctionCount)                             \
  X(cuModuleEnumerateFunctions)                           \
  X(cuFuncGetAttribute)                                   \
  X(cuFuncGetName)                                        \
  X(cuFuncGetModule)                                      \
  X(cuLaunchKernel)                                       \
  /* library management */                                \
  X(cuLibraryLoadData)                                    \
  X(cuLibraryLoadFromFile)                                \
  X(cuLibraryUnload)                                      \
  X(cuLibraryGetKernel)                                   \
  X(cuLibraryGetKernelCount)                              \
  X(cuLibraryEnumerateKernels)                            \
  X(cuLibraryGetModule)                                   \
  X(cuLibraryGetGlobal)                                   \
  X(cuKernelGetFunction)                                  \
  X(cuKernelGetAttribute)                                 \
  X(cuKernelGetName)                                      \
  /* memory */                                            \
  X(cuMemGetInfo)                                         \
  X(cuMemAlloc)                                           \
  X(cuMemFree)                                            \
  X(cuMemAllocPitch)                                      \
  X(cuMemAllocHost)                                       \
  X(cuMemFreeHost)                                        \
  X(cuMemAllocManaged)                                    \
  X(cuMemGetAddressRange)                                 \
  X(cuMemcpyHtoD)                                         \
  X(cuMemcpyDtoH)                                         \
  X(cuMemsetD32)                                          \
  /* host memory registration */                          \
  X(cuMemHostRegister)                                    \
  X(cuMemHostUnregister)                                  \
  X(cuMemHostGetDevicePointer)                            \
  X(cuMemHostGetFlags)                                    \
  /* pointer attributes */                                \
  X(cuPointerGetAttribute)                                \
  X(cuPointerGetAttributes)                               \
  X(cuPointerSetAttribute)                                \
  /* streams and stream memory operations */              \
  X(cuStreamCreate)                                       \
  X(cuStreamDestroy)                                      \
  X(cuStreamSynchronize)                                  \
  X(cuStreamWaitValue32)                                  \
  X(cuStreamWaitValue64)                                  \
  X(cuStreamWriteValue32)                                 \
  X(cuStreamWriteValue64)                                 \
  X(cuStreamBatchMemOp)                                   \
  /* virtual memory management */                         \
  X(cuMemGetAllocationGranularity)                        \
  X(cuMemAddressReserve)                                  \
  X(cuMemAddressFree)                                     \
  X(cuMemCreate)                                          \
  X(cuMemRelease)                                         \
  X(cuMemMap)                                             \
  X(cuMemUnmap)                                           \
  X(cuMemSetAccess)                                       \
  X(cuMemGetAccess)                                       \
  X(cuMemRetainAllocationHandle)                          \
  X(cuMemGetAllocationPropertiesFromHandle)               \
  X(cuMemExportToShareableHandle)                         \
  X(cuMemImportFromShareableHandle)                       \
  /* events, streams and host functions (issue 27) */     \
  X(cuEventCreate)                                        \
  X(cuEventRecord)                                        \
  X(cuEventRecordWithFlags)                               \
  X(cuEventQuery)                                         \
  X(cuEventSynchronize)                                   \
  X(cuEventDestroy)                                       \
  X(cuEventElapsedTime)                                   \
  X(cuStreamCreateWithPriority)                           \
  X(cuStreamGetPriority)                                  \
  X(cuStreamGetFlags)                                     \
  X(cuStreamGetId)                                        \
  X(cuStreamGetCtx)                                       \
  X(cuStreamGetDevice)                                    \
  X(cuStreamWaitEvent)                                    \
  X(cuStreamQuery)                                        \
  X(cuStreamAddCallback)                                  \
  X(cuLaunchHostFunc)                                     \
  X(cuStreamGetAttribute)                                 \
  X(cuStreamSetAttribute)                                 \
  X(cuCtxRecordEvent)                                     \
  X(cuCtxWaitEvent)                                       \
  X(cuIpcGetEventHandle)                                  \
  X(cuIpcOpenEventHandle)                                 \
  /* copies, sets, pools and managed memory (issue 27) */ \
  X(cuMemcpy)                                             \
  X(cuMemcpyAsync)                                        \
  X(cuMemcpyHtoDAsync)                                    \
  X(cuMemcpyDtoHAsync)                                    \
  X(cuMemcpyDtoD)                                         \
  X(cuMemcpyDtoDAsync)                                    \
  X(cuMemcpy2D)                                           \
  X(cuMemcpy2DAsync)                                      \
  X(cuMemcpy2DUnaligned)                                  \
  X(cuMemcpy3D)                                           \
  X(cuMemcpy3DAsync)                                      \
  X(cuMemcpyPeer)                                         \
  X(cuMemcpyPeerAsync)                                    \
  X(cuMemcpyHtoA)                                         \
  X(cuMemcpyAtoH)                                         \
  X(cuMemsetD8)                                           \
  X(cuMemsetD16)                                          \
  X(cuMemsetD8Async)                                      \
  X(cuMemsetD16Async)                                     \
  X(cuMemsetD32Async)                                     \
  X(cuMemsetD2D8)                                         \
  X(cuMemsetD2D16)                                        \
  X(cuMemsetD2D32)                                        \
  X(cuMemsetD2D32Async)                                   \
  X(cuMemHostAlloc)                                       \
  X(cuMemAllocAsync)                                      \
  X(cuMemFreeAsync)                                       \
  X(cuMemAllocFromPoolAsync)                              \
  X(cuMemPoolCreate)                                      \
  X(cuMemPoolDestroy)                                     \
  X(cuMemPoolGetAttribute)                                \
  X(cuMemPoolSetAttribute)                                \
  X(cuMemPoolTrimTo)                                      \
  X(cuMemPrefetchAsync)                                   \
  X(cuMemAdvise)                                          \
  X(cuMemRangeGetAttribute)                               \
  X(cuArrayCreate)                                        \
  X(cuArrayDestroy)                                       \
  /* wave 3: memory helper */                             \
  X(cuMemPoolSetAccess)                                   \
  X(cuMemPoolGetAccess)                                   \
  X(cuMemPoolExportToShareableHandle)                     \
  X(cuMemPoolImportFromShareableHandle)                   \
  X(cuMemPoolExportPointer)                               \
  X(cuMemPoolImportPointer)                               \
  X(cuMemGetDefaultMemPool)                               \
  X(cuMemGetMemPool)                                      \
  X(cuMemSetMemPool)                                      \
  X(cuDeviceGetMemPool)                                   \
  X(cuDeviceSetMemPool)                                   \
  X(cuMemRangeGetAttributes)                              \
  X(cuStreamAttachMemAsync)                               \
  X(cuMemPrefetchBatchAsync)                              \
  X(cuMemDiscardBatchAsync)                               \
  X(cuMemDiscardAndPrefetchBatchAsync)                    \
  X(cuArray3DCreate)                                      \
  X(cuArray3DGetDescriptor)                               \
  X(cuArrayGetDescriptor)                                 \
  X(cuArrayGetPlane)                                      \
  X(cuArrayGetMemoryRequirements)                         \
  X(cuArrayGetSparseProperties)                           \
  X(cuMipmappedArrayCreate)                               \
  X(cuMipmappedArrayDestroy)                              \
  X(cuMipmappedArrayGetLevel)                             \
  X(cuMipmappedArrayGetMemoryRequirements)                \
  X(cuMemcpyAtoA)                                         \
  X(cuMemcpyAtoD)                                         \
  X(cuMemcpyDtoA)                                         \
  X(cuMemcpyAtoHAsync)                                    \
  X(cuMemcpyHtoAAsync)                                    \
  X(cuMemsetD2D8Async)                                    \
  X(cuMemsetD2D16Async)                                   \
  X(cuMemcpyBatchAsync)                                   \
  X(cuMemcpy3DBatchAsync)                                 \
  X(cuTexObjectCreate)                                    \
  X(cuTexObjectDestroy)                                   \
  X(cuTexObjectGetResourceDesc)                           \
  X(cuTexObjectGetTextureDesc)                            \
  X(cuTexObjectGetResourceViewDesc)                       \
  X(cuSurfObjectCreate)                                   \
  X(cuSurfObjectDestroy)                                  \
  X(cuSurfObjectGetResourceDesc)                          \
  X(cuIpcGetMemHandle)                                    \
  X(cuIpcOpenMemHandle)                                   \
  X(cuIpcCloseMemHandle)                                  \
  X(cuDeviceCanAccessPeer)                                \
  X(cuDeviceGetP2PAttribute)                              \
  X(cuDeviceGetTexture1DLinearMaxWidth)                   \
  X(cuDeviceGetHostAtomicCapabilities)                    \
  X(cuMemGetHandleForAddressRange)                        \
  X(cuTensorMapEncodeTiled)                               \
  /* wave 3: launch helper */                             \
  /* launch */                                            \
  X(cuLaunchCooperativeKernel)                            \
  X(cuFuncSetAttribute)                                   \
  X(cuFuncSetCacheConfig)                                 \
  X(cuFuncGetParamInfo)                                   \
  X(cuFuncIsLoaded)                                       \
  X(cuFuncLoad)                                           \
  X(cuKernelGetLibrary)                                   \
  X(cuKernelGetParamInfo)                                 \
  X(cuKernelSetAttribute)                                 \
  X(cuKernelSetCacheConfig)                               \
  X(cuLibraryGetManaged)                                  \
  X(cuLibraryGetUnifiedFunction)                          \
  X(cuOccupancyMaxActiveBlocksPerMultiprocessor)          \
  X(cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags) \
  X(cuOccupancyMaxPotentialBlockSize)                     \
  X(cuOccupancyMaxPotentialBlockSizeWithFlags)            \
  X(cuOccupancyAvailableDynamicSMemPerBlock)              \
  X(cuOccupancyMaxPotentialClusterSize)                   \
  X(cuOccupancyMaxActiveClusters)                         \
  X(cuLinkCreate)                                         \
  X(cuLinkAddData)                                        \
  X(cuLinkAddFile)                                        \
  X(cuLinkComplete)                                       \
  X(cuLinkDestroy)                                        \
  X(cuModuleLoadFatBinary)                                \
  X(cuCtxSetCacheConfig)                                  \
  X(cuCtxSetFlags)                                        \
  X(cuCtxResetPersistingL2Cache)                          \
  X(cuCtxGetExecAffinity)                                 \
  X(cuDeviceGetExecAffinitySupport)                       \
  X(cuDeviceGetLuid)                                      \
  X(cuDeviceGetDevResource)                               \
  X(cuDevSmResourceSplitByCount)                          \
  X(cuDevResourceGenerateDesc)                            \
  X(cuGreenCtxCreate)                                     \
  X(cuGreenCtxDestroy)                                    \
  X(cuGreenCtxGetDevResource)                             \
  X(cuGreenCtxGetId)                                      \
  X(cuGreenCtxStreamCreate)                               \
  X(cuGreenCtxRecordEvent)                                \
  X(cuGreenCtxWaitEvent)                                  \
  X(cuCtxFromGreenCtx)                                    \
  X(cuCtxGetDevResource)                                  \
  X(cuStreamGetGreenCtx)                                  \
  X(cuCoredumpGetAttribute)                               \
  X(cuCoredumpGetAttributeGlobal)                         \
  X(cuCoredumpSetAttribute)                               \
  X(cuCoredumpSetAttributeGlobal)                         \
  X(cuLogsRegisterCallback)                               \
  X(cuLogsUnregisterCallback)                             \
  X(cuLogsCurrent)                                        \
  X(cuLogsDumpToMemory)                                   \
  X(cuLogsDumpToFile)                                     \
  X(cuCheckpointProcessGetState)                          \
  X(cuCheckpointProcessLock)                              \
  X(cuCheckpointProcessCheckpoint)                        \
  X(cuCheckpointProcessRestore)                           \
  X(cuCheckpointProcessUnlock)                            \
  X(cuCheckpointProcessGetRestoreThreadId)                \
  /* graphs */                                            \
  X(cuGraphCreate)                                        \
  X(cuGraphDestroy)                                       \
  X(cuGraphAddKernelNode)                                 \
  X(cuGraphAddEmptyNode)                                  \
  X(cuGraphAddHostNode)                                   \
  X(cuGraphAddMemsetNode)                                 \
  X(cuGraphAddMemcpyNode)                                 \
  X(cuGraphAddChildGraphNode)                             \
  X(cuGraphChildGraphNodeGetGraph)                        \
  X(cuGraphAddEventRecordNode)                            \
  X(cuGraphAddEventWaitNode)                              \
  X(cuGraphEventRecordNodeGetEvent)                       \
  X(cuGraphEventRecordNodeSetEvent)                       \
  X(cuGraphEventWaitNodeGetEvent)                         \
  X(cuGraphEventWaitNodeSetEvent)                         \
  X(cuGraphAddMemAllocNode)                               \
  X(cuGraphAddMemFreeNode)                                \
  X(cuGraphMemAllocNodeGetParams)                         \
  X(cuGraphMemFreeNodeGetParams)                          \
  X(cuGraphAddBatchMemOpNode)                             \
  X(cuGraphBatchMemOpNodeGetParams)                       \
  X(cuGraphBatchMemOpNodeSetParams)                       \
  X(cuGraphExecBatchMemOpNodeSetParams)                   \
  X(cuGraphAddNode)                                       \
  X(cuGraphNodeSetParams)                                 \
  X(cuGraphExecNodeSetParams)                             \
  X(cuGraphKernelNodeGetParams)                           \
  X(cuGraphKernelNodeSetParams)                           \
  X(cuGraphMemsetNodeGetParams)                           \
  X(cuGraphMemsetNodeSetParams)                           \
  X(cuGraphMemcpyNodeGetParams)                           \
  X(cuGraphMemcpyNodeSetParams)                           \
  X(cuGraphHostNodeGetParams)                             \
  X(cuGraphHostNodeSetParams)                             \
  X(cuGraphNodeGetType)                                   \
  X(cuGraphDestroyNode)                                   \
  X(cuGraphGetNodes)                                      \
  X(cuGraphGetRootNodes)                                  \
  X(cuGraphGetEdges)                                      \
  X(cuGraphNodeGetDependencies)                           \
  X(cuGraphNodeGetDependentNodes)                         \
  X(cuGraphAddDependencies)                               \
  X(cuGraphRemoveDependencies)                            \
  X(cuGraphClone)                                         \
  X(cuGraphNodeFindInClone)                               \
  X(cuGraphInstantiate)                                   \
  X(cuGraphInstantiateWithParams)                         \
  X(cuGraphUpload)                                        \
  X(cuGraphLaunch)                                        \
  X(cuGraphExecDestroy)                                   \
  X(cuGraphExecGetFlags)                                  \
  X(cuGraphExecKernelNodeSetParams)                       \
  X(cuGraphExecMemsetNodeSetParams)                       \
  X(cuGraphExecMemcpyNodeSetParams)                       \
  X(cuGraphExecHostNodeSetParams)                         \
  X(cuGraphExecChildGraphNodeSetParams)                   \
  X(cuGraphExecEventRecordNodeSetEvent)                   \
  X(cuGraphExecEventWaitNodeSetEvent)                     \
  X(cuGraphExecUpdate)                                    \
  X(cuGraphNodeSetEnabled)                                \
  X(cuGraphNodeGetEnabled)                                \
  X(cuGraphDebugDotPrint)                                 \
  X(cuGraphConditionalHandleCreate)                       \
  X(cuGraphKernelNodeGetAttribute)                        \
  X(cuGraphKernelNodeSetAttribute)                        \
  X(cuGraphKernelNodeCopyAttributes)                      \
  X(cuDeviceGetGraphMemAttribute)                         \
  X(cuDeviceSetGraphMemAttribute)                         \
  X(cuDeviceGraphMemTrim)                                 \
  X(cuUserObjectCreate)                                   \
  X(cuUserObjectRetain)                                   \
  X(cuUserObjectRelease)                                  \
  X(cuGraphRetainUserObject)                              \
  X(cuGraphReleaseUserObject)                             \
  X(cuStreamBeginCapture)                                 \
  X(cuStreamEndCapture)                                   \
  X(cuStreamIsCapturing)                                  \
  X(cuStreamGetCaptureInfo)                               \
  X(cuStreamUpdateCaptureDependencies)                    \
  X(cuStreamBeginCaptureToGraph)                          \
  X(cuThreadExchangeStreamCaptureMode)                    \
  X(cuStreamCopyAttributes)                               \
  /* wave 3: entrypoints helper */                        \
  /* wave 3: interop helper */                            \
  X(cuGraphicsMapResources)                               \
  X(cuGraphicsUnmapResources)                             \
  X(cuGraphicsResourceGetMappedPointer)                   \
  X(cuGraphicsSubResourceGetMappedArray)                  \
  X(cuGraphicsResourceSetMapFlags)

namespace cudasem {

#define CUDASEM_DRIVER_MEMBER(fn) decltype(&::fn) fn = nullptr;
struct Driver {
  CUDASEM_DRIVER_FUNCTIONS(CUDASEM_DRIVER_MEMBER)
};
#undef CUDASEM_DRIVER_MEMBER

// Loads libcuda.so.1 once. nullptr when the driver library or a symbol is missing; the
// reason is in *why.
const Driver* load_driver(std::string* why);
// For case bodies: the loaded table (the requirement check already proved it loads).
const Driver& driver();

// NVML (libnvidia-ml.so.1): "" when unavailable, with the reason in *why.
std::string nvml_driver_version(std::string* why);

struct NvmlDeviceState {
  bool available = false;
  std::string why;             // why it is not available
  int mig_mode = -1;           // 1 enabled, 0 disabled, -1 unknown or not supported
  int ecc_mode = -1;           // 1 enabled, 0 disabled, -1 unknown or not supported
  int compute_mode = -1;       // NVML compute mode number
  unsigned pci_device_id = 0;  // (device << 16) | vendor, as NVML reports it
  unsigned pci_subsystem_id = 0;
  unsigned long long pcie_max_link_gen = 0, pcie_max_link_width = 0;
};
NvmlDeviceState nvml_device_state(const std::string& pci_bus_id);

// Perf limits (cases/perf): the PCIe link (maximum and current, since a link can train below
// its maximum) and the memory clock and bus width, as NVML reports them. 0 = not reported.
struct NvmlLinkState {
  bool available = false;
  std::string why;                      // why it is not available
  unsigned max_gen = 0, max_width = 0;  // nvmlDeviceGetMaxPcieLinkGeneration / Width
  unsigned cur_gen = 0, cur_width = 0;  // nvmlDeviceGetCurrPcieLinkGeneration / Width
  unsigned max_speed_mbps = 0;          // nvmlDeviceGetPcieLinkMaxSpeed (per lane, MB/s)
  unsigned mem_clock_max_mhz = 0;       // nvmlDeviceGetMaxClockInfo(NVML_CLOCK_MEM)
  unsigned mem_bus_width_bits = 0;      // nvmlDeviceGetMemoryBusWidth
};
NvmlLinkState nvml_link_state(const std::string& pci_bus_id);

}  // namespace cudasem
