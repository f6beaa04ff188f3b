// SPDX-License-Identifier: Apache-2.0
// EGL side of the interop cases (header-only, namespace cudasem::interop): EGLImages of GL textures
// (EGL_KHR_image_base + EGL_KHR_gl_texture_2D_image) and EGLStreams (EGL_KHR_stream) on the EGL
// device display that interop_gl.h's GlContext opens for the current CUDA device (its display and
// context are current on this thread: eglGetCurrentDisplay / eglGetCurrentContext).
//
// The runtime's EGL functions and types (cudaEglFrame, cudaEglStreamConnection, ...) come from
// <cuda_egl_interop.h>, which includes <EGL/egl.h> and <EGL/eglext.h>: from /usr/include (Debian
// libegl-dev) or the ignored folder .interop-headers/usr/include (cases/interop/interop.h says how
// to make it). Without them every EGL case builds and reports UNSUPPORTED ("no EGL headers at build
// time"); the case bodies that name EGL types are inside `#if CUDASEM_INTEROP_HAVE_EGL`. The EGL
// entry points are opened at run time (libEGL.so.1, eglGetProcAddress); this header names no EGL
// type (EGLDisplay, EGLImageKHR and EGLStreamKHR are `void*`, EGLint is a 32-bit int).
//
//   cudasem::interop::GlContext gl;                     // first, so it is destroyed last
//   cudasem::interop::Egl egl;                          // its images and streams go before gl
//   CUDASEM_INTEROP_OPEN_EGL(gl, egl, cudasem::interop::EglUse::streams);   // GTEST_SKIP() << why
//   #if CUDASEM_INTEROP_HAVE_EGL
//   cudasem::interop::ConnectedStream s;                // its ends disconnected on destruction
//   s.stream = egl.make_stream();                       // destroyed with egl
//   CUDASEM_ASSERT_OK(cudaEGLStreamConsumerConnect(&s.consumer, s.stream));
//   #endif
//
// Every EGL call's result is checked (ADD_FAILURE naming the call and eglGetError: a failure of the
// EGL side, never a CUDA verdict); every wait is bounded.
#pragma once

#include <cuda_runtime_api.h>
#include <dlfcn.h>
#include <gtest/gtest.h>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "cudasem/check.h"
#include "cudasem/observe.h"
#include "cudasem/resources.h"
#include "interop.h"
#include "interop_gl.h"

#if __has_include(<EGL/egl.h>) && __has_include(<EGL/eglext.h>) && __has_include(<KHR/khrplatform.h>)
#include <cuda_egl_interop.h>
#define CUDASEM_INTEROP_HAVE_EGL 1
#else
#define CUDASEM_INTEROP_HAVE_EGL 0
#endif

// Opens `gl` then `egl` for `use`; skips the case (UNSUPPORTED with the reason) when unusable here.
#define CUDASEM_INTEROP_OPEN_EGL(gl, egl, use)                             \
  do {                                                                     \
    const std::string cudasem_egl_reason_ = (egl).open((gl), (use));       \
    if (!cudasem_egl_reason_.empty()) GTEST_SKIP() << cudasem_egl_reason_; \
  } while (0)

namespace cudasem::interop {

// What a case needs of the EGL display.
enum class EglUse {
  context,  // the current EGL display and GL context only
  images,   // EGL_KHR_image_base + EGL_KHR_gl_texture_2D_image (EGLImages of GL textures)
  streams,  // EGL_KHR_stream (EGLStreams; EGL_NV_stream_reset where present, to turn frame reuse off)
};

class Egl {
 public:
  // EGL values (Khronos registry: EGL/egl.h, EGL/eglext.h).
  static constexpr std::int32_t kNone = 0x3038;                     // EGL_NONE
  static constexpr std::int32_t kFalse = 0;                         // EGL_FALSE
  static constexpr std::int32_t kTrue = 1;                          // EGL_TRUE
  static constexpr std::int32_t kExtensions = 0x3055;               // EGL_EXTENSIONS
  static constexpr unsigned kGlTexture2D = 0x30B1;                  // EGL_GL_TEXTURE_2D_KHR
  static constexpr std::int32_t kGlTextureLevel = 0x30BC;           // EGL_GL_TEXTURE_LEVEL_KHR
  static constexpr std::int32_t kImagePreserved = 0x30D2;           // EGL_IMAGE_PRESERVED_KHR
  static constexpr std::int32_t kSupportReuseNv = 0x3335;           // EGL_SUPPORT_REUSE_NV
  static constexpr unsigned kStreamState = 0x3214;                  // EGL_STREAM_STATE_KHR
  static constexpr std::int32_t kStreamCreated = 0x3215;            // EGL_STREAM_STATE_CREATED_KHR
  static constexpr std::int32_t kStreamConnecting = 0x3216;         // EGL_STREAM_STATE_CONNECTING_KHR
  static constexpr std::int32_t kStreamEmpty = 0x3217;              // EGL_STREAM_STATE_EMPTY_KHR
  static constexpr std::int32_t kStreamNewFrameAvailable = 0x3218;  // EGL_STREAM_STATE_NEW_FRAME_AVAILABLE_KHR
  static constexpr std::int32_t kStreamOldFrameAvailable = 0x3219;  // EGL_STREAM_STATE_OLD_FRAME_AVAILABLE_KHR
  static constexpr std::int32_t kStreamDisconnected = 0x321A;       // EGL_STREAM_STATE_DISCONNECTED_KHR

  Egl() = default;
  Egl(const Egl&) = delete;
  Egl& operator=(const Egl&) = delete;
  ~Egl() { close(); }

  // "" when `gl` is open (GlContext::open) and the current EGL display has what `use` needs.
  std::string open(GlContext& gl, EglUse use);

  // The display's EGL_NV_stream_reset (make_stream turns frame reuse off with it).
  bool stream_reuse_control() const { return reuse_control_; }

  // An EGLImage of level 0 of the GL_TEXTURE_2D `texture` (destroyed with this object); nullptr
  // after ADD_FAILURE.
  void* make_texture_image(unsigned texture);
  // A new EGLStreamKHR (mailbox mode; EGL_SUPPORT_REUSE_NV false where the display has
  // EGL_NV_stream_reset), destroyed with this object; nullptr after ADD_FAILURE.
  void* make_stream();
  // EGL_STREAM_STATE_KHR of `stream`; -1 after ADD_FAILURE.
  std::int32_t stream_state(void* stream);
  // Polls the stream's state until it is `state` or `limit` passed; true when reached.
  bool stream_state_within(void* stream, std::int32_t state, std::chrono::milliseconds limit);

 private:
  void close();
  std::string egl_error() const;

  using GetProcAddress = void* (*)(const char*);
  using GetError = std::int32_t (*)();
  using GetCurrent = void* (*)();
  using QueryString = const char* (*)(void*, std::int32_t);
  using CreateImage = void* (*)(void*, void*, unsigned, void*, const std::int32_t*);
  using DestroyImage = unsigned (*)(void*, void*);
  using CreateStream = void* (*)(void*, const std::int32_t*);
  using DestroyStream = unsigned (*)(void*, void*);
  using QueryStream = unsigned (*)(void*, void*, unsigned, std::int32_t*);

  void* lib_ = nullptr;
  void* display_ = nullptr;
  void* context_ = nullptr;
  bool reuse_control_ = false;
  GetError get_error_ = nullptr;
  CreateImage create_image_ = nullptr;
  DestroyImage destroy_image_ = nullptr;
  CreateStream create_stream_ = nullptr;
  DestroyStream destroy_stream_ = nullptr;
  QueryStream query_stream_ = nullptr;
  std::vector<void*> images_;
  std::vector<void*> streams_;
};

// True when the space-separated extension list `list` holds the exact name `name`.
inline bool has_extension(const std::string& list, const std::string& name) {
  std::istringstream words(list);
  std::string word;
  while (words >> word)
    if (word == name) return true;
  return false;
}

inline std::string Egl::open(GlContext& gl, EglUse use) {
#if !CUDASEM_INTEROP_HAVE_EGL
  (void)gl;
  (void)use;
  return "no EGL headers at build time: <EGL/egl.h> / <EGL/eglext.h> not found (install libegl-dev, or unpack it "
         "into .interop-headers/ as cases/interop/interop.h says)";
#else
  if (display_ != nullptr) return "";
  const std::string why = gl.open();
  if (!why.empty()) return why;
  lib_ = dlopen("libEGL.so.1", RTLD_NOW | RTLD_LOCAL);  // loaded by gl.open(): the same handle
  if (lib_ == nullptr) return "no EGL loader: libEGL.so.1 not found";
  auto get_proc = reinterpret_cast<GetProcAddress>(dlsym(lib_, "eglGetProcAddress"));
  auto current_display = reinterpret_cast<GetCurrent>(dlsym(lib_, "eglGetCurrentDisplay"));
  auto current_context = reinterpret_cast<GetCurrent>(dlsym(lib_, "eglGetCurrentContext"));
  auto query_string = reinterpret_cast<QueryString>(dlsym(lib_, "eglQueryString"));
  get_error_ = reinterpret_cast<GetError>(dlsym(lib_, "eglGetError"));
  if (!get_proc || !current_display || !current_context || !query_string || !get_error_)
    return "no EGL: libEGL.so.1 lacks EGL 1.4 entry points";
  display_ = current_display();
  context_ = current_context();
  if (display_ == nullptr || context_ == nullptr) {
    display_ = nullptr;
    return "no current EGL display and context after opening the GL context";
  }
  const char* display_exts = query_string(display_, kExtensions);
  const std::string exts = display_exts ? display_exts : "";
  if (use == EglUse::context) return "";
  if (use == EglUse::images) {
    if (!has_extension(exts, "EGL_KHR_image_base") || !has_extension(exts, "EGL_KHR_gl_texture_2D_image"))
      return "no EGLImage of GL textures: the EGL device display lacks EGL_KHR_image_base / "
             "EGL_KHR_gl_texture_2D_image (extensions: " +
             exts + ")";
    create_image_ = reinterpret_cast<CreateImage>(get_proc("eglCreateImageKHR"));
    destroy_image_ = reinterpret_cast<DestroyImage>(get_proc("eglDestroyImageKHR"));
    if (!create_image_ || !destroy_image_) return "no EGLImage: eglCreateImageKHR / eglDestroyImageKHR missing";
  } else {
    if (!has_extension(exts, "EGL_KHR_stream"))
      return "no EGLStream: the EGL device display lacks EGL_KHR_stream (extensions: " + exts + ")";
    create_stream_ = reinterpret_cast<CreateStream>(get_proc("eglCreateStreamKHR"));
    destroy_stream_ = reinterpret_cast<DestroyStream>(get_proc("eglDestroyStreamKHR"));
    query_stream_ = reinterpret_cast<QueryStream>(get_proc("eglQueryStreamKHR"));
    if (!create_stream_ || !destroy_stream_ || !query_stream_)
      return "no EGLStream: eglCreateStreamKHR / eglDestroyStreamKHR / eglQueryStreamKHR missing";
    reuse_control_ = has_extension(exts, "EGL_NV_stream_reset");
    environment("egl.stream_reuse_control", reuse_control_);
  }
  return "";
#endif
}

inline void Egl::close() {
  if (display_ != nullptr) {
    for (void* s : streams_)
      if (!destroy_stream_(display_, s)) ADD_FAILURE() << "egl: eglDestroyStreamKHR failed (" << egl_error() << ")";
    for (void* i : images_)
      if (!destroy_image_(display_, i)) ADD_FAILURE() << "egl: eglDestroyImageKHR failed (" << egl_error() << ")";
  }
  streams_.clear();
  images_.clear();
  display_ = nullptr;
  context_ = nullptr;
  // libEGL stays loaded (GlContext keeps it too).
}

inline std::string Egl::egl_error() const {
  std::ostringstream s;
  s << "eglGetError 0x" << std::hex << (get_error_ ? get_error_() : 0);
  return s.str();
}

inline void* Egl::make_texture_image(unsigned texture) {
  if (display_ == nullptr || create_image_ == nullptr) return nullptr;
  const std::int32_t attribs[] = {kGlTextureLevel, 0, kImagePreserved, kTrue, kNone};
  void* image = create_image_(
      display_, context_, kGlTexture2D, reinterpret_cast<void*>(static_cast<std::uintptr_t>(texture)), attribs);
  if (image == nullptr) {
    ADD_FAILURE() << "egl: eglCreateImageKHR(EGL_GL_TEXTURE_2D_KHR) failed (" << egl_error() << ")";
    return nullptr;
  }
  images_.push_back(image);
  return image;
}

inline void* Egl::make_stream() {
  if (display_ == nullptr || create_stream_ == nullptr) return nullptr;
  const std::int32_t no_reuse[] = {kSupportReuseNv, kFalse, kNone};
  const std::int32_t plain[] = {kNone};
  void* stream = create_stream_(display_, reuse_control_ ? no_reuse : plain);
  if (stream == nullptr) {
    ADD_FAILURE() << "egl: eglCreateStreamKHR failed (" << egl_error() << ")";
    return nullptr;
  }
  streams_.push_back(stream);
  return stream;
}

inline std::int32_t Egl::stream_state(void* stream) {
  if (display_ == nullptr || query_stream_ == nullptr || stream == nullptr) return -1;
  std::int32_t state = -1;
  if (!query_stream_(display_, stream, kStreamState, &state)) {
    ADD_FAILURE() << "egl: eglQueryStreamKHR(EGL_STREAM_STATE_KHR) failed (" << egl_error() << ")";
    return -1;
  }
  return state;
}

inline bool Egl::stream_state_within(void* stream, std::int32_t state, std::chrono::milliseconds limit) {
  const auto deadline = std::chrono::steady_clock::now() + limit;
  while (true) {
    const std::int32_t now = stream_state(stream);
    if (now == state) return true;
    if (now == -1 || std::chrono::steady_clock::now() >= deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
}

#if CUDASEM_INTEROP_HAVE_EGL

// The pitch of plane 0 of a pitch frame: cudaEglPlaneDesc::pitch (the header's note: the pitch of
// the first plane is the one to consider), else the cudaPitchedPtr's.
inline std::size_t frame_pitch(const cudaEglFrame& f) {
  return f.planeDesc[0].pitch != 0 ? f.planeDesc[0].pitch : f.frame.pPitch[0].pitch;
}

// Copies `rows` rows of `row_bytes` bytes of plane 0 of `f` (an array or a pitch frame) to `out`.
inline cudaError_t copy_from_frame_plane(
    std::vector<unsigned char>& out, const cudaEglFrame& f, std::size_t row_bytes, std::size_t rows) {
  out.assign(row_bytes * rows, 0);
  if (f.frameType == cudaEglFrameTypeArray)
    return cudaMemcpy2DFromArray(
        out.data(), row_bytes, f.frame.pArray[0], 0, 0, row_bytes, rows, cudaMemcpyDeviceToHost);
  return cudaMemcpy2D(
      out.data(), row_bytes, f.frame.pPitch[0].ptr, frame_pitch(f), row_bytes, rows, cudaMemcpyDeviceToHost);
}

// Records how the driver describes plane 0 of frame `f`, as environment ("egl_frame.*"): for triage.
inline void describe_frame(const cudaEglFrame& f) {
  environment("egl_frame.color_format", static_cast<int>(f.eglColorFormat));
  environment("egl_frame.plane0_width", f.planeDesc[0].width);
  environment("egl_frame.plane0_height", f.planeDesc[0].height);
  environment("egl_frame.plane0_pitch", f.planeDesc[0].pitch);
  environment("egl_frame.plane0_channels", f.planeDesc[0].numChannels);
  if (f.frameType != cudaEglFrameTypeArray || f.frame.pArray[0] == nullptr) return;
  cudaChannelFormatDesc desc{};
  cudaExtent extent{};
  unsigned flags = 0;
  if (cudaArrayGetInfo(&desc, &extent, &flags, f.frame.pArray[0]) != cudaSuccess) return;
  environment("egl_frame.array_extent",
      std::to_string(extent.width) + "x" + std::to_string(extent.height) + "x" + std::to_string(extent.depth));
  environment("egl_frame.array_bits", std::to_string(desc.x) + "," + std::to_string(desc.y) + "," +
                                          std::to_string(desc.z) + "," + std::to_string(desc.w));
  environment("egl_frame.array_flags", flags);
}

// Copies `in` (`rows` rows of `row_bytes` bytes) into plane 0 of `f` (an array or a pitch frame).
inline cudaError_t copy_to_frame_plane(
    const cudaEglFrame& f, const std::vector<unsigned char>& in, std::size_t row_bytes, std::size_t rows) {
  if (in.size() < row_bytes * rows) return cudaErrorInvalidValue;
  if (f.frameType == cudaEglFrameTypeArray)
    return cudaMemcpy2DToArray(f.frame.pArray[0], 0, 0, in.data(), row_bytes, row_bytes, rows, cudaMemcpyHostToDevice);
  return cudaMemcpy2D(
      f.frame.pPitch[0].ptr, frame_pitch(f), in.data(), row_bytes, row_bytes, rows, cudaMemcpyHostToDevice);
}

// A one-plane pitch frame of `rows` rows of `row_bytes` bytes (4 x 8-bit channels, ARGB) at `ptr`.
// As NVIDIA's EGLStream_CUDA_Interop sample does for its ARGB frames, the plane's width is its row
// in bytes and equals its pitch.
inline cudaEglFrame rgba_pitch_frame(void* ptr, std::size_t row_bytes, std::size_t rows) {
  cudaEglFrame f{};
  f.frame.pPitch[0] = make_cudaPitchedPtr(ptr, row_bytes, row_bytes, rows);
  f.planeDesc[0].width = static_cast<unsigned>(row_bytes);
  f.planeDesc[0].height = static_cast<unsigned>(rows);
  f.planeDesc[0].depth = 1;
  f.planeDesc[0].pitch = static_cast<unsigned>(row_bytes);
  f.planeDesc[0].numChannels = 4;
  f.planeDesc[0].channelDesc = cudaCreateChannelDesc(8, 8, 8, 8, cudaChannelFormatKindUnsigned);
  f.planeCount = 1;
  f.frameType = cudaEglFrameTypePitch;
  f.eglColorFormat = cudaEglColorFormatARGB;
  return f;
}

// The CUDA ends of a stream of `egl`. Its destructor disconnects what is still connected, the
// producer first; those codes are no verdict: once one end is gone EGL_KHR_stream calls the stream
// disconnected, and the other end's disconnect is cleanup only (cases that assert a disconnect call
// it themselves and clear the member).
struct ConnectedStream {
  void* stream = nullptr;
  cudaEglStreamConnection consumer = nullptr;
  cudaEglStreamConnection producer = nullptr;
  ConnectedStream() = default;
  ConnectedStream(const ConnectedStream&) = delete;
  ConnectedStream& operator=(const ConnectedStream&) = delete;
  ~ConnectedStream() {
    if (producer != nullptr) cudaEGLStreamProducerDisconnect(&producer);
    if (consumer != nullptr) cudaEGLStreamConsumerDisconnect(&consumer);
    producer = consumer = nullptr;
    last_error(LastError::clear);
  }
};

// A new stream of `egl` with a CUDA consumer connected (ASSERTs: the caller stops on a fatal failure).
inline void connect_consumer(Egl& egl, ConnectedStream& out) {
  out.stream = egl.make_stream();
  CUDASEM_ASSERT_TRUE_NAMED("egl_stream.created", out.stream != nullptr);
  CUDASEM_ASSERT_OK(cudaEGLStreamConsumerConnect(&out.consumer, out.stream));
}

// A new stream of `egl` with a CUDA consumer and then a CUDA producer of width x height frames
// connected (the consumer first, as EGL_KHR_stream requires); the stream must then reach
// EGL_STREAM_STATE_EMPTY_KHR within 5 s (ASSERTs: the caller stops on a fatal failure).
inline void connect_stream(Egl& egl, int width, int height, ConnectedStream& out) {
  ASSERT_NO_FATAL_FAILURE(connect_consumer(egl, out));
  CUDASEM_ASSERT_OK(cudaEGLStreamProducerConnect(&out.producer, out.stream, width, height));
  CUDASEM_ASSERT_TRUE_NAMED("stream_empty_after_both_ends_connect",
      egl.stream_state_within(out.stream, Egl::kStreamEmpty, std::chrono::milliseconds(5000)))
      << "the stream did not reach EGL_STREAM_STATE_EMPTY_KHR after both ends connected (state 0x" << std::hex
      << egl.stream_state(out.stream) << ")";
}

// Presents `frame` on `s` (ASSERT) and waits (at most 5 s) for EGL_STREAM_STATE_NEW_FRAME_AVAILABLE_KHR,
// recorded as "new_frame_available_before_acquire"; then acquires it with a 1 s timeout into `out`.
// The caller stops on a fatal failure.
inline void present_and_acquire(Egl& egl, ConnectedStream& s, const cudaEglFrame& frame, cudaGraphicsResource_t& out) {
  CUDASEM_ASSERT_OK(cudaEGLStreamProducerPresentFrame(&s.producer, frame, nullptr));
  observe("new_frame_available_before_acquire",
      egl.stream_state_within(s.stream, Egl::kStreamNewFrameAvailable, std::chrono::milliseconds(5000)));
  CUDASEM_ASSERT_OK(cudaEGLStreamConsumerAcquireFrame(&s.consumer, &out, nullptr, 1000000u));
}

// A GL texture registered with CUDA through an EGLImage (cudaGraphicsEGLRegisterImage).
struct EglTextureImage {
  unsigned texture = 0;
  GraphicsResource resource;
  bool supported = true;  // false: the driver answered cudaErrorNotSupported (no EGLImage interop)
};
inline constexpr const char* kNoEglImageInterop =
    "cudaGraphicsEGLRegisterImage returned cudaErrorNotSupported: no EGLImage interop on this platform";

// A new GL texture (width x height RGBA8 holding `texels`), finished (glFinish: the text asks that
// pending GL work be complete before CUDA gets control), its EGLImage, and that image registered
// with `flags` into `out` (ASSERTs: the caller stops on a fatal failure). A driver answering
// cudaErrorNotSupported leaves `out.supported` false: the caller skips with kNoEglImageInterop.
inline void register_new_texture_image(GlContext& gl, Egl& egl, unsigned width, unsigned height,
    const std::vector<unsigned char>& texels, unsigned flags, EglTextureImage& out) {
  out.texture = gl.make_texture(width, height, texels);
  CUDASEM_ASSERT_TRUE_NAMED("gl_texture_created", out.texture != 0u);
  CUDASEM_ASSERT_TRUE_NAMED("gl_finish_succeeded", gl.finish());
  void* image = egl.make_texture_image(out.texture);
  CUDASEM_ASSERT_TRUE_NAMED("egl_image.created", image != nullptr);
  const cudaError_t code = cudaGraphicsEGLRegisterImage(out.resource.out(), image, flags);
  if (code == cudaErrorNotSupported) {
    out.supported = false;
    last_error(LastError::clear);
    return;
  }
  CUDASEM_ASSERT_OK_OF(cudaGraphicsEGLRegisterImage, code);
}

#endif  // CUDASEM_INTEROP_HAVE_EGL

// Which CUDA end of a stream a case is about.
enum class StreamEnd { consumer, producer };

// Opens GL and EGL for streams (the case is UNSUPPORTED when unusable here: GTEST_SKIP); with both
// CUDA ends of a new 64x32 stream connected, disconnects the `end` end (checked); the stream must
// then reach EGL_STREAM_STATE_DISCONNECTED_KHR within 5 s, recorded as
// "stream_disconnected_after_<end>_disconnect". The case ends after it.
inline void expect_disconnect_disconnects_stream([[maybe_unused]] StreamEnd end) {
  GlContext gl;
  Egl egl;
  CUDASEM_INTEROP_OPEN_EGL(gl, egl, EglUse::streams);
#if CUDASEM_INTEROP_HAVE_EGL
  ConnectedStream s;
  ASSERT_NO_FATAL_FAILURE(connect_stream(egl, 64, 32, s));
  if (end == StreamEnd::consumer) {
    CUDASEM_EXPECT_OK(cudaEGLStreamConsumerDisconnect(&s.consumer));
    s.consumer = nullptr;
  } else {
    CUDASEM_EXPECT_OK(cudaEGLStreamProducerDisconnect(&s.producer));
    s.producer = nullptr;
  }
  const bool disconnected =
      egl.stream_state_within(s.stream, Egl::kStreamDisconnected, std::chrono::milliseconds(5000));
  CUDASEM_EXPECT_TRUE_NAMED(end == StreamEnd::consumer ? "stream_disconnected_after_consumer_disconnect"
                                                       : "stream_disconnected_after_producer_disconnect",
      disconnected)
      << "stream state 0x" << std::hex << egl.stream_state(s.stream);
#endif
}

}  // namespace cudasem::interop
